import { Icon, isIconName } from './icons.tsx';

/** A category's icon in its round tile; a name the set does not draw shows the parcel. */
export function CategoryIcon({ name }: { name: string }) {
  return (
    <span className="flex h-10 w-10 flex-none items-center justify-center rounded-full bg-brand-50 text-brand-700">
      <Icon name={isIconName(name) ? name : 'dots'} className="h-6 w-6" />
    </span>
  );
}
