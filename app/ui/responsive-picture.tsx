// A stored picture on a page: AVIF first for the browsers that read it (when the picture has AVIF files), WebP
// otherwise, each in the three widths so the browser downloads only the size it shows (server/modules/media).
import type { ImgHTMLAttributes } from 'react';

export interface PictureFiles {
  readonly src: string;
  readonly srcSet: string;
  readonly avifSrcSet: string | null;
  readonly width: number;
  readonly height: number;
}

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'sizes'>;

export function ResponsivePicture({ picture, sizes, ...img }: { picture: PictureFiles; sizes: string } & ImgProps) {
  return (
    <picture>
      {picture.avifSrcSet ? <source type="image/avif" srcSet={picture.avifSrcSet} sizes={sizes} /> : null}
      <img
        {...img}
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
      />
    </picture>
  );
}
