'use client';

import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { PictureUploadError, uploadPicture } from '@/lib/pictures/pictures-client';
import type { UploadedPicture } from '@/lib/pictures/types';
import { currentIdToken } from '@/lib/team/id-token';
import dialog from './link-dialog.module.css';
import { labelAboveSlots } from '../wrapping-styles';
import wrapping from '../wrapping.module.css';
import workspace from '../workspace.module.css';

type UploadProblem = 'tooLarge' | 'notAPicture' | 'offline' | 'notAllowed' | 'failed';
type Upload =
  | { kind: 'none' }
  | { kind: 'uploading' }
  | { kind: 'done'; picture: UploadedPicture }
  | { kind: 'failed'; problem: UploadProblem };

function problemOf(error: unknown): UploadProblem {
  if (!(error instanceof PictureUploadError)) return 'notAllowed'; // no member signed in
  if (error.status === 0) return 'offline';
  if (error.status === 413 || error.code === 'too-large') return 'tooLarge';
  if (error.status === 415 || error.code === 'not-a-picture') return 'notAPicture';
  if (error.status === 401 || error.status === 403) return 'notAllowed';
  return 'failed';
}

/**
 * Adds a picture from the phone (camera or gallery) to one language's body. It goes in only with
 * a description in that language, for readers who cannot see it.
 */
export function PictureDialog({
  locale,
  onInsert,
  onClose,
}: {
  locale: Locale;
  onInsert: (picture: UploadedPicture, alt: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations('Posts');
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload>({ kind: 'none' });
  const [alt, setAlt] = useState('');
  const [tried, setTried] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    // Some phones give no type for their own formats: the server decides then.
    if (file.type && !file.type.startsWith('image/')) {
      setUpload({ kind: 'failed', problem: 'notAPicture' });
      return;
    }
    setUpload({ kind: 'uploading' });
    try {
      setUpload({ kind: 'done', picture: await uploadPicture(await currentIdToken(), file) });
    } catch (error) {
      setUpload({ kind: 'failed', problem: problemOf(error) });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (upload.kind === 'done' && alt.trim()) onInsert(upload.picture, alt.trim());
  };

  const altMissing = tried && !alt.trim();
  const language = t(`languages.${locale}`);
  return (
    <Dialog open onClose={onClose} aria-labelledby="picture-dialog-title" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="picture-dialog-title">{t('pictureDialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText className={workspace.below1}>{t('pictureDialog.chooseHelp')}</DialogContentText>
          <input
            ref={input}
            type="file"
            accept="image/*"
            hidden
            aria-label={t('pictureDialog.choose')}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <Button variant="outlined" onClick={() => input.current?.click()} disabled={upload.kind === 'uploading'}>
            {t('pictureDialog.choose')}
          </Button>
          <div role="status">
            {upload.kind === 'uploading' && (
              <p className={`${workspace.text} ${workspace.above1}`}>{t('pictureDialog.uploading')}</p>
            )}
            {upload.kind === 'done' && (
              <p className={`${workspace.text} ${workspace.above1}`}>{t('pictureDialog.uploaded')}</p>
            )}
          </div>
          {upload.kind === 'failed' && (
            <Alert severity="error" role="alert" className={workspace.above1}>
              {t(`pictureDialog.errors.${upload.problem}`)}
            </Alert>
          )}
          {tried && upload.kind !== 'done' && upload.kind !== 'failed' && (
            <Alert severity="error" role="alert" className={workspace.above1}>
              {t('pictureDialog.noPicture')}
            </Alert>
          )}
          <TextField
            label={t('pictureDialog.alt', { language })}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            error={altMissing}
            helperText={altMissing ? t('pictureDialog.altMissing') : t('pictureDialog.altWhy')}
            slotProps={{ ...labelAboveSlots, htmlInput: { lang: locale } }}
            className={`${wrapping.field} ${workspace.above2}`}
          />
        </DialogContent>
        <DialogActions className={dialog.actions}>
          <Button onClick={onClose}>{t('pictureDialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={upload.kind === 'uploading'}>
            {t('pictureDialog.insert')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
