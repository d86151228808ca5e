'use client';

import { useActionState, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslations } from 'next-intl';
import { labelAbove } from '@/components/forms/form-field';
import { TextInputField, type TextInputFieldProps } from '@/components/forms/text-input-field';
import { SAME_PAGE } from '@/lib/forms/submission';
import { formatDate } from '@/lib/i18n/format';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { useHydrated } from '@/lib/use-hydrated';
import { DATA_REQUEST_KINDS, DETAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@/lib/privacy/data-requests/kinds';
import { postYourData } from '@/lib/privacy/data-requests/page-actions';
import {
  EMPTY_YOUR_DATA,
  type YourDataAnswer,
  type YourDataField,
  type YourDataProblem,
} from '@/lib/privacy/data-requests/page-form-values';
import styles from './privacy-forms.module.css';

const ID = 'your-data';
const fieldId = (field: YourDataField) => `${ID}-${field}`;

/**
 * The "Your data" form: prove a record is yours, see your requests and the team's answers, and ask
 * for something new. One server action answers it with or without scripts; nothing of the proof
 * is kept between posts, so each one proves the record again.
 */
export function YourDataForm({ initial = null }: { initial?: YourDataAnswer | null }) {
  const t = useTranslations('YourData');
  const locale = useSiteLocale();
  const live = useHydrated();
  const [answer, postAction, pending] = useActionState(postYourData, initial, SAME_PAGE);
  const typed = answer?.typed ?? EMPTY_YOUR_DATA;
  const problem = answer?.problem;
  const found = answer?.found;
  const wrong = (field: YourDataField) => problem?.kind === 'invalid' && problem.field === field;
  const date = (at: number) => formatDate(locale, at, { dateStyle: 'long' });
  const problemText = (p: YourDataProblem) =>
    p.kind === 'tooManyAttempts'
      ? t('errors.tooManyAttempts', { minutes: p.minutes })
      : p.kind === 'invalid'
        ? t(`errors.invalid.${p.field}`)
        : t(`errors.${p.kind}`);
  // Each answer brings the fields back as the server kept them (the request's emptied once sent).
  const [shown, setShown] = useState(answer);
  const [version, setVersion] = useState(0);
  if (shown !== answer) {
    setShown(answer);
    setVersion((v) => v + 1);
  }
  const text = (field: YourDataField, label: string, max: number, extra: Partial<KeptFieldProps> = {}) => (
    <KeptField
      key={`${field}-${version}`}
      field={field}
      initial={typed[field]}
      label={label}
      error={wrong(field)}
      slotProps={{ ...labelAbove, htmlInput: { maxLength: max } }}
      {...extra}
    />
  );

  return (
    <section aria-labelledby={`${ID}-title`} className={styles.panel}>
      <h2 id={`${ID}-title`} className={styles.title}>
        {t('formTitle')}
      </h2>
      <p className={styles.intro}>{t('formIntro')}</p>
      {/* data-ready: the form answers here, without a page load, once its script runs. */}
      <form noValidate action={postAction} aria-busy={pending || undefined} data-ready={live || undefined}>
        {problem && (
          <Alert severity="error" role="alert" className={styles.gapBelow}>
            {problemText(problem)}
          </Alert>
        )}
        <div className={styles.fields}>
          {text('reference', t('reference'), 40, {
            helperText: t('referenceHelp'),
            required: true,
            slotProps: { ...labelAbove, htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } },
          })}
          <FormControl component="fieldset">
            <FormLabel component="legend" id={`${ID}-method`}>
              {t('method')}
            </FormLabel>
            <RadioGroup key={version} aria-labelledby={`${ID}-method`} name="method" defaultValue={typed.method}>
              <FormControlLabel value="mobile" control={<Radio />} label={t('methods.mobile')} />
              <FormControlLabel value="code" control={<Radio />} label={t('methods.code')} />
            </RadioGroup>
          </FormControl>
          {text('mobile', t('mobile'), 20, {
            type: 'tel',
            helperText: t('mobileHelp'),
            slotProps: { ...labelAbove, htmlInput: { maxLength: 20, inputMode: 'numeric' } },
          })}
          {text('code', t('code'), 20, {
            helperText: t('codeHelp'),
            slotProps: { ...labelAbove, htmlInput: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false } },
          })}
          <Button
            type="submit"
            name="intent"
            value="look"
            variant="contained"
            size="large"
            disabled={pending}
            className={styles.submit}
          >
            {t('look')}
          </Button>
        </div>

        {/* Always present, so screen readers announce what comes back. */}
        <div role="status" className={found ? styles.found : undefined}>
          {answer?.sent && (
            <div className={styles.answer}>
              <p className={styles.strong}>
                {t(answer.sent.repeated ? 'sent.repeated' : 'sent.new', { kind: t(`kinds.${answer.sent.kind}`) })}
              </p>
              <p className={styles.text}>
                {t('sent.dates', { replyBy: date(answer.sent.replyBy), resolveBy: date(answer.sent.resolveBy) })}
              </p>
              {answer.sent.code && (
                <p className={styles.codeLine}>
                  {t('sent.code')} <strong data-testid="erasure-code">{answer.sent.code}</strong>
                </p>
              )}
            </div>
          )}
          {found && (
            <>
              <h3 className={styles.requestsTitle}>{t('requestsTitle', { reference: found.reference })}</h3>
              {found.erased && <p className={styles.erased}>{t('erased')}</p>}
              {found.requests.length === 0 ? (
                <p className={styles.text}>{t('noRequests')}</p>
              ) : (
                <ul className={styles.requests}>
                  {found.requests.map((request) => (
                    <li key={`${request.kind}-${request.createdAt}`}>
                      <p className={styles.strong}>
                        {t('request', {
                          kind: t(`kinds.${request.kind}`),
                          date: date(request.createdAt),
                          status: t(`statuses.${request.status}`),
                        })}
                      </p>
                      <p className={styles.text}>
                        {t('sent.dates', { replyBy: date(request.replyBy), resolveBy: date(request.resolveBy) })}
                      </p>
                      {request.answer && (
                        <p className={styles.text}>
                          {t('answer', { date: date(request.answeredAt ?? request.createdAt) })} {request.answer}
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>

        {found && !found.erased && (
          <fieldset className={styles.ask}>
            <legend className={styles.askTitle}>{t('askTitle')}</legend>
            <FormControl component="fieldset" error={wrong('kind')}>
              <FormLabel component="legend" id={fieldId('kind')} tabIndex={-1}>
                {t('kind')}
              </FormLabel>
              <RadioGroup key={version} aria-labelledby={fieldId('kind')} name="kind" defaultValue={typed.kind}>
                {DATA_REQUEST_KINDS.map((kind) => (
                  <FormControlLabel key={kind} value={kind} control={<Radio />} label={t(`kindChoices.${kind}`)} />
                ))}
              </RadioGroup>
            </FormControl>
            <fieldset className={styles.detail}>
              <legend className={styles.detailTitle}>{t('correctionTitle')}</legend>
              {text('wrong', t('wrong'), DETAIL_MAX_LENGTH, { multiline: true, minRows: 2 })}
              {text('right', t('right'), DETAIL_MAX_LENGTH, { multiline: true, minRows: 2 })}
            </fieldset>
            <fieldset className={styles.detail}>
              <legend className={styles.detailTitle}>{t('nomineeTitle')}</legend>
              {text('nomineeName', t('nomineeName'), NAME_MAX_LENGTH)}
              {text('nomineeMobile', t('nomineeMobile'), 20, {
                type: 'tel',
                slotProps: { ...labelAbove, htmlInput: { maxLength: 20, inputMode: 'numeric' } },
              })}
              {text('nomineeRelation', t('nomineeRelation'), NAME_MAX_LENGTH)}
            </fieldset>
            <Button
              type="submit"
              name="intent"
              value="ask"
              variant="contained"
              size="large"
              disabled={pending}
              className={styles.submit}
            >
              {t('send')}
            </Button>
          </fieldset>
        )}
      </form>
    </section>
  );
}

type KeptFieldProps = Omit<TextInputFieldProps, 'value' | 'onChange' | 'id' | 'name'> & {
  field: YourDataField;
  initial: string;
};

/** A field that keeps what was typed, starting from what the last answer brought back. */
function KeptField({ field, initial, ...props }: KeptFieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <TextInputField
      id={fieldId(field)}
      name={field}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      fullWidth
      autoComplete="off"
      {...props}
    />
  );
}
