import { MAX_PRODUCT_IMAGES } from '@app/contracts';
import { Button, Field, FileInput } from '@app/ui';
import { useState } from 'react';
import type { FieldMessage } from '@app/remote-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { addImages, type Refused } from '../../shared/images';
import { useObjectUrls } from '../../shared/use-object-urls';
import { useText } from '../../shared/use-text';

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 10px;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;
const Thumb = styled.li`
  width: 96px;
  display: grid;
  gap: 4px;
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: 8px;
    border: 1px solid ${(p) => p.theme.color.border};
  }
  button {
    min-height: 30px;
    padding: 0 8px;
    font-size: 0.8rem;
  }
`;
const Count = styled.small`
  display: block;
  color: ${(p) => p.theme.color.muted};
  margin-bottom: 6px;
`;

export interface ImageChoice {
  keep: string[];
  files: File[];
}

/** One image's preview and its Remove button. */
function ImageThumb({
  src,
  alt,
  removeLabel,
  onRemove,
}: {
  src: string | undefined;
  alt: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation('builder');
  return (
    <Thumb>
      <img src={src} alt={alt} />
      <Button type="button" $variant="secondary" onClick={onRemove} aria-label={removeLabel}>
        {t('actions.remove')}
      </Button>
    </Thumb>
  );
}

/** The saved images kept, then the new files, each removable; `onRemove` gets the choice without it. */
function ImageThumbs({ value, onRemove }: { value: ImageChoice; onRemove: (v: ImageChoice) => void }) {
  const { t } = useTranslation('builder');
  const urls = useObjectUrls(value.files);
  return (
    <Grid>
      {value.keep.map((url, i) => (
        <ImageThumb
          key={url}
          src={url}
          alt={t('products.savedImage', { n: i + 1 })}
          removeLabel={t('products.removeSaved', { n: i + 1 })}
          onRemove={() => onRemove({ ...value, keep: value.keep.filter((u) => u !== url) })}
        />
      ))}
      {value.files.map((file, i) => (
        <ImageThumb
          key={`${file.name}-${i}`}
          src={urls[i]}
          alt={t('products.newImage', { n: i + 1, name: file.name })}
          removeLabel={t('products.removeNew', { n: i + 1 })}
          onRemove={() => onRemove({ ...value, files: value.files.filter((_, j) => j !== i) })}
        />
      ))}
    </Grid>
  );
}

/** Saved images to keep or remove, new image files with previews; never more than 5 in all, images only. */
export function ImagePicker({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: ImageChoice;
  onChange: (v: ImageChoice) => void;
  error?: FieldMessage;
}) {
  const { t } = useTranslation('builder');
  const text = useText();
  const [refused, setRefused] = useState<Refused | null>(null);
  const total = value.keep.length + value.files.length;
  const refusedText =
    refused && (refused.name ? t('products.refusedFile', { name: refused.name, reason: text(refused.reason) }) : text(refused.reason));
  const shown = refusedText ?? (error ? text(error) : null);

  // A refused file never joins the list (the input is emptied), so what is saved is always valid; its name stays in
  // the message until the next pick or removal.
  const pick = (input: HTMLInputElement) => {
    const picked = Array.from(input.files ?? []);
    input.value = '';
    if (picked.length === 0) return;
    const res = addImages(total, picked);
    setRefused(res.refused);
    if (res.files.length > 0) onChange({ ...value, files: [...value.files, ...res.files] });
  };
  const change = (v: ImageChoice) => {
    setRefused(null);
    onChange(v);
  };

  return (
    <Field id={id} label={t('products.images', { max: MAX_PRODUCT_IMAGES })} error={shown}>
      <Count>{t('products.imageCount', { n: total, max: MAX_PRODUCT_IMAGES })}</Count>
      {total > 0 && <ImageThumbs value={value} onRemove={change} />}
      <FileInput
        id={id}
        data-testid={id}
        buttonLabel={t('files.choosePhotos')}
        noneLabel={t('files.noPhotos')}
        accept="image/*"
        multiple
        disabled={total >= MAX_PRODUCT_IMAGES}
        onChange={(e) => pick(e.currentTarget)}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
      />
    </Field>
  );
}
