// Images attached to a form (feedback, a promotion application): picked through a translated button
// (the browser's own picker speaks the browser's language), checked as the server checks them
// (src/lib/image-check.ts) before anything is sent, previewed, and removable one by one.
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { checkImages, type ImageLimits } from '../../lib/image-check.ts';
import { IMAGE_TYPES } from '../../shared/image-type.ts';
import form from './form.module.css';
import styles from './image-picker.module.css';

/** A picked image, keyed for its preview (removing one keeps the others' previews). */
interface Picked {
  key: number;
  blob: Blob;
}
let nextKey = 0;

export interface ImagePickerState {
  images: readonly Picked[];
  /** The code of the last pick's first problem (a too-large, invalid or extra image); null: none. */
  problem: string | null;
  blobs: Blob[];
  pick(files: readonly Blob[]): Promise<void>;
  remove(image: Picked): void;
  reset(): void;
}

export function useImagePicker(limits: ImageLimits): ImagePickerState {
  const [images, setImages] = useState<Picked[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  return {
    images,
    problem,
    blobs: images.map((p) => p.blob),
    async pick(files) {
      if (files.length === 0) return;
      const checked = await checkImages(
        images.map((p) => p.blob),
        files,
        limits,
      );
      setImages(
        checked.images.map((blob) => images.find((p) => p.blob === blob) ?? { key: nextKey++, blob }),
      );
      setProblem(checked.problem);
    },
    remove(image) {
      setImages((prev) => prev.filter((p) => p !== image));
      setProblem(null);
    },
    reset() {
      setImages([]);
      setProblem(null);
    },
  };
}

/** The picker: its label, the add button (while below the limit), the problem and the previews. */
export function ImagePicker({
  state,
  max,
  message,
}: {
  state: ImagePickerState;
  max: number;
  /** The translated text of a problem code. */
  message: (code: string) => string;
}) {
  const { t } = useLingui();
  const ids = useId();
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    void state.pick(files);
  };
  return (
    <div className={form.field}>
      <span id={`${ids}-images`} className={form.label}>
        <Trans>Images (optional: up to 3 PNG or JPG, 5 MB each)</Trans>
      </span>
      <input
        id={`${ids}-picker`}
        className="visually-hidden"
        name="image"
        type="file"
        multiple
        accept={IMAGE_TYPES.join(',')}
        onChange={onChange}
        disabled={state.images.length >= max}
        aria-labelledby={`${ids}-images`}
        aria-invalid={state.problem ? true : undefined}
        aria-describedby={state.problem ? `${ids}-image-error` : undefined}
      />
      {state.images.length < max ? (
        <label className={`button-secondary button-small ${styles.pick}`} htmlFor={`${ids}-picker`}>
          <Trans>Add image</Trans>
        </label>
      ) : null}
      {state.problem ? (
        <p id={`${ids}-image-error`} className={form.error} role="alert">
          {message(state.problem)}
        </p>
      ) : null}
      {state.images.length > 0 ? (
        <ul className={styles.previews}>
          {state.images.map((image, i) => (
            <li key={image.key} className={styles.preview}>
              <BlobImage blob={image.blob} alt={t`Image ${i + 1}`} />
              <button
                type="button"
                className="button-secondary button-small"
                onClick={() => state.remove(image)}
              >
                <Trans>Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** An image held in memory (a picked file, or one fetched with the session), shown by an object URL. */
export function BlobImage({ blob, alt }: { blob: Blob; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const u = URL.createObjectURL(blob);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [blob]);
  return url ? <img src={url} alt={alt} /> : null;
}
