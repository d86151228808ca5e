'use client';

import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { TextInputField } from '@/components/forms/text-input-field';
import { formatDate } from '@/lib/i18n/format';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { useHydrated } from '@/lib/use-hydrated';
import type { AddPasskeyOutcome } from '@/lib/team/passkeys-client';
import { PASSKEY_NAME_MAX_LENGTH, type PasskeyListEntry } from '@/lib/team/passkeys-types';
import { RemovePasskeyDialog, RenamePasskeyDialog } from './passkey-dialogs';
import { WorkspaceSection } from './workspace-section';

export interface PasskeysApi {
  /** Whether this browser can make passkeys; without, the panel lists them but offers none to add. */
  supported: () => boolean;
  list: () => Promise<PasskeyListEntry[]>;
  add: (name: string) => Promise<AddPasskeyOutcome>;
  rename: (id: string, name: string) => Promise<void>;
  remove: (id: string) => Promise<void>;
}

type Listing = { kind: 'loading' } | { kind: 'ready'; passkeys: PasskeyListEntry[] } | { kind: 'failed' };
type Outcome =
  | { kind: 'added' | 'renamed' | 'removed'; name: string }
  | { kind: 'error'; code: Exclude<AddPasskeyOutcome, { ok: true }>['code'] }
  | null;

/**
 * The signed-in member's own passkeys: add one on this device (named, so the list says which
 * device is which), see when each was added and last used, rename or remove one. Every member has
 * it, whatever their role; the server answers each member with their own passkeys only.
 */
export function PasskeysPanel({ api }: { api: PasskeysApi }) {
  const t = useTranslations('Admin.passkeys');
  const locale = useSiteLocale();
  const [listing, setListing] = useState<Listing>({ kind: 'loading' });
  const [name, setName] = useState('');
  const [nameMissing, setNameMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [renaming, setRenaming] = useState<PasskeyListEntry | null>(null);
  const [removing, setRemoving] = useState<PasskeyListEntry | null>(null);

  // Asked once the page is live: the server's markup cannot know the browser.
  const supported = useHydrated() && api.supported();

  // Bumped to load the list again after a change; the effect only answers the request.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let active = true;
    api.list().then(
      (passkeys) => active && setListing({ kind: 'ready', passkeys }),
      () => active && setListing({ kind: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [api, version]);

  const run = async (work: () => Promise<Outcome>) => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(await work());
      setVersion((n) => n + 1);
    } catch {
      setOutcome({ kind: 'error', code: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const chosen = name.trim();
    if (!chosen) {
      setNameMissing(true);
      return;
    }
    void run(async () => {
      const result = await api.add(chosen);
      if (!result.ok) return { kind: 'error', code: result.code };
      // The name is kept until the passkey is made, so a cancelled prompt loses nothing typed.
      setName('');
      return { kind: 'added', name: chosen };
    });
  };

  const rename = (chosen: string) => {
    const passkey = renaming;
    if (!passkey) return;
    void run(async () => {
      await api.rename(passkey.id, chosen);
      setRenaming(null);
      return { kind: 'renamed', name: chosen };
    });
  };

  const remove = (passkey: PasskeyListEntry) =>
    void run(async () => {
      try {
        await api.remove(passkey.id);
        return { kind: 'removed', name: passkey.name };
      } finally {
        setRemoving(null);
      }
    });

  const when = (at: number | null) =>
    at === null ? t('never') : formatDate(locale, at, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <WorkspaceSection id="passkeys-title" title={t('title')} intro={t('intro')}>
      <div role="status">
        {outcome && (
          <Alert severity={outcome.kind === 'error' ? 'error' : 'success'} sx={{ mb: 2 }}>
            {outcome.kind === 'error' ? t(`errors.${outcome.code}`) : t(outcome.kind, { name: outcome.name })}
          </Alert>
        )}
      </div>
      {supported ? (
        <Box component="form" onSubmit={add} noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
          <TextInputField
            label={t('name')}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setNameMissing(false);
            }}
            required
            error={nameMissing}
            helperText={nameMissing ? t('errors.nameRequired') : t('nameHelp')}
            name="passkeyName"
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX_LENGTH } }}
            sx={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start', mt: 1 }}>
            {busy ? t('adding') : t('add')}
          </Button>
        </Box>
      ) : (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('unsupported')}
        </Typography>
      )}
      {listing.kind === 'loading' && <Typography role="status">{t('loading')}</Typography>}
      {listing.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {t('loadFailed')}
        </Alert>
      )}
      {listing.kind === 'ready' && listing.passkeys.length === 0 && <Typography>{t('empty')}</Typography>}
      {listing.kind === 'ready' && listing.passkeys.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="passkeys-title">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('columnName')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('columnCreated')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('columnLastUsed')}
                </TableCell>
                <TableCell component="th" scope="col">
                  <span className="visually-hidden">{t('actions')}</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {listing.passkeys.map((passkey) => (
                <TableRow key={passkey.id}>
                  <TableCell component="th" scope="row">
                    {passkey.name}
                  </TableCell>
                  <TableCell>{when(passkey.createdAt)}</TableCell>
                  <TableCell>{when(passkey.lastUsedAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      aria-label={t('renameFor', { name: passkey.name })}
                      onClick={() => setRenaming(passkey)}
                    >
                      {t('rename')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={t('removeFor', { name: passkey.name })}
                      onClick={() => setRemoving(passkey)}
                    >
                      {t('remove')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <RenamePasskeyDialog passkey={renaming} busy={busy} onClose={() => setRenaming(null)} onRename={rename} />
      <RemovePasskeyDialog
        passkey={removing}
        busy={busy}
        onClose={() => setRemoving(null)}
        onRemove={() => removing && remove(removing)}
      />
    </WorkspaceSection>
  );
}
