import { initials } from './initials';

type AvatarProps = {
  name: string | null | undefined;
  /** A data URL of the user's picture, or '' for none. */
  src: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
};

// Only inline image data is shown: the avatar is uploaded as a data URL, and refusing anything
// else keeps arbitrary remote URLs (tracking pixels) out of the page.
function isImageDataUrl(src: string | null | undefined): src is string {
  return typeof src === 'string' && src.startsWith('data:image/');
}

/** The user's picture, or their initials on a coloured disc. Spans only: it sits inside buttons. */
export function Avatar({ name, src, size = 'sm' }: AvatarProps) {
  const box = { sm: 'h-9 w-9 text-sm', md: 'h-12 w-12 text-lg', lg: 'h-20 w-20 text-2xl' }[size];
  if (isImageDataUrl(src)) {
    return (
      <span className={`block overflow-hidden rounded-full ${box}`}>
        <img src={src} alt="" className="h-full w-full object-cover" />
      </span>
    );
  }
  return (
    <span
      className={`flex items-center justify-center rounded-full bg-primary font-semibold text-primary-content ${box}`}
    >
      {initials(name)}
    </span>
  );
}
