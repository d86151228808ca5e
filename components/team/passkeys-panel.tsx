'use client';

import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { TextInputField } from '@/components/forms/text-input-field';
import { formatDate } from '@/lib/i18n/format';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { useHydrated } from '@/lib/use-hydrated';
import type { AddPasskeyOutcome } from '@/lib/team/passkeys-client';
import { PASSKEY_NAME_MAX_LENGTH, type PasskeyListEntry } from '@/lib/team/passkeys-types';
import { RemovePasskeyDialog, RenamePasskeyDialog } from './passkey-dialogs';
import styles from './passkeys-panel.module.css';
import { WorkspaceSection } from './workspace-section';
import workspace from './workspace.module.css';

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
          <Alert severity={outcome.kind === 'error' ? 'error' : 'success'} className={workspace.below2}>
            {outcome.kind === 'error' ? t(`errors.${outcome.code}`) : t(outcome.kind, { name: outcome.name })}
          </Alert>
        )}
      </div>
      {supported ? (
        <form onSubmit={add} noValidate className={styles.add}>
          {/* The shared field takes no class: a box of its own gives it its share of the line. */}
          <div className={styles.name}>
            <TextInputField
              fullWidth
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
            />
          </div>
          <Button type="submit" variant="contained" disabled={busy} className={styles.addButton}>
            {busy ? t('adding') : t('add')}
          </Button>
        </form>
      ) : (
        <p className={`${workspace.small} ${workspace.below2}`}>{t('unsupported')}</p>
      )}
      {listing.kind === 'loading' && (
        <p role="status" className={workspace.text}>
          {t('loading')}
        </p>
      )}
      {listing.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {t('loadFailed')}
        </Alert>
      )}
      {listing.kind === 'ready' && listing.passkeys.length === 0 && <p className={workspace.text}>{t('empty')}</p>}
      {listing.kind === 'ready' && listing.passkeys.length > 0 && (
        <div className={workspace.tableScroll}>
          <table aria-labelledby="passkeys-title" className={workspace.table}>
            <thead>
              <tr>
                <th scope="col">{t('columnName')}</th>
                <th scope="col">{t('columnCreated')}</th>
                <th scope="col">{t('columnLastUsed')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {listing.passkeys.map((passkey) => (
                <tr key={passkey.id}>
                  <th scope="row">{passkey.name}</th>
                  <td>{when(passkey.createdAt)}</td>
                  <td>{when(passkey.lastUsedAt)}</td>
                  <td className={workspace.nowrap}>
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
