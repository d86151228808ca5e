'use client';

import { useActionState, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
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
    <Paper component="section" variant="outlined" aria-labelledby={`${ID}-title`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h3" id={`${ID}-title`} sx={{ mb: 1 }}>
        {t('formTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('formIntro')}</Typography>
      {/* data-ready: the form answers here, without a page load, once its script runs. */}
      <Box
        component="form"
        noValidate
        action={postAction}
        aria-busy={pending || undefined}
        data-ready={live || undefined}
      >
        {problem && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {problemText(problem)}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
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
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('look')}
          </Button>
        </Box>

        {/* Always present, so screen readers announce what comes back. */}
        <Box role="status" sx={{ mt: found ? 3 : 0 }}>
          {answer?.sent && (
            <Box
              sx={{ p: 2, mb: 2, borderRadius: 1, borderLeft: 4, borderColor: 'primary.main', bgcolor: 'action.hover' }}
            >
              <Typography component="p" sx={{ fontWeight: 700 }}>
                {t(answer.sent.repeated ? 'sent.repeated' : 'sent.new', { kind: t(`kinds.${answer.sent.kind}`) })}
              </Typography>
              <Typography component="p">
                {t('sent.dates', { replyBy: date(answer.sent.replyBy), resolveBy: date(answer.sent.resolveBy) })}
              </Typography>
              {answer.sent.code && (
                <Typography component="p" sx={{ mt: 1 }}>
                  {t('sent.code')} <strong data-testid="erasure-code">{answer.sent.code}</strong>
                </Typography>
              )}
            </Box>
          )}
          {found && (
            <>
              <Typography component="h3" variant="h4" sx={{ mb: 1 }}>
                {t('requestsTitle', { reference: found.reference })}
              </Typography>
              {found.erased && <Typography sx={{ mb: 1 }}>{t('erased')}</Typography>}
              {found.requests.length === 0 ? (
                <Typography>{t('noRequests')}</Typography>
              ) : (
                <Box component="ul" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1.5 }}>
                  {found.requests.map((request) => (
                    <li key={`${request.kind}-${request.createdAt}`}>
                      <Typography component="p" sx={{ fontWeight: 700 }}>
                        {t('request', {
                          kind: t(`kinds.${request.kind}`),
                          date: date(request.createdAt),
                          status: t(`statuses.${request.status}`),
                        })}
                      </Typography>
                      <Typography component="p">
                        {t('sent.dates', { replyBy: date(request.replyBy), resolveBy: date(request.resolveBy) })}
                      </Typography>
                      {request.answer && (
                        <Typography component="p">
                          {t('answer', { date: date(request.answeredAt ?? request.createdAt) })} {request.answer}
                        </Typography>
                      )}
                    </li>
                  ))}
                </Box>
              )}
            </>
          )}
        </Box>

        {found && !found.erased && (
          <Box
            component="fieldset"
            sx={{ border: 0, p: 0, m: 0, mt: 3, display: 'flex', flexDirection: 'column', gap: 2.5 }}
          >
            <Typography component="legend" variant="h4" sx={{ mb: 1 }}>
              {t('askTitle')}
            </Typography>
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
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
              <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
                {t('correctionTitle')}
              </Typography>
              {text('wrong', t('wrong'), DETAIL_MAX_LENGTH, { multiline: true, minRows: 2 })}
              {text('right', t('right'), DETAIL_MAX_LENGTH, { multiline: true, minRows: 2 })}
            </Box>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
              <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
                {t('nomineeTitle')}
              </Typography>
              {text('nomineeName', t('nomineeName'), NAME_MAX_LENGTH)}
              {text('nomineeMobile', t('nomineeMobile'), 20, {
                type: 'tel',
                slotProps: { ...labelAbove, htmlInput: { maxLength: 20, inputMode: 'numeric' } },
              })}
              {text('nomineeRelation', t('nomineeRelation'), NAME_MAX_LENGTH)}
            </Box>
            <Button
              type="submit"
              name="intent"
              value="ask"
              variant="contained"
              size="large"
              disabled={pending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('send')}
            </Button>
          </Box>
        )}
      </Box>
    </Paper>
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
