// What the locale layout (app/shell/locale.tsx) knows of the signed-in viewer, for the shell and every heart: the
// shape is declared here, below the screens, so the components that read it need not import a screen.
import { useRouteLoaderData } from 'react-router';

export interface LayoutViewer {
  readonly name: string;
  /** The favourite ad ids (spec section 3 "User state: favorites"). */
  readonly favorites: number[];
  readonly unread: number;
  readonly chatUnread: number;
}

export interface LayoutData {
  readonly viewer: LayoutViewer | null;
}

/** The signed-in viewer as the locale layout loaded it; null when signed out or outside the layout. */
export function useLayoutViewer(): LayoutViewer | null {
  return useRouteLoaderData<LayoutData>('shell/locale')?.viewer ?? null;
}
