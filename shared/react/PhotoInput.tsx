import type { Ref } from 'react';

/**
 * The hidden file input behind a "choose a photo" button: PNG or JPEG only
 * (spec 1 §5), out of the tab order (the visible button is the control), and
 * reset after each pick so choosing the same file again still fires.
 */
export function PhotoInput({ inputRef, onFile }: { inputRef: Ref<HTMLInputElement>; onFile: (file: File) => void }) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept="image/png,image/jpeg"
      className="visually-hidden"
      tabIndex={-1}
      aria-hidden="true"
      onChange={(e) => {
        const file = e.currentTarget.files?.[0];
        e.currentTarget.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
