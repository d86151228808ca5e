import { NextIntlClientProvider } from 'next-intl';
import { ComplaintStatusSection } from '@/components/complaints/complaint-status-section';
import { createFormPage } from '@/components/content/form-page';
import { messagesFor } from '@/lib/i18n/messages';

// Below the complaint form: the person who sent one can check its status here.
const { generateMetadata, InfoPage } = createFormPage('rufcComplaint', 'complaint', (locale) => (
  <NextIntlClientProvider locale={locale} messages={{ ComplaintStatus: messagesFor(locale).ComplaintStatus }}>
    <ComplaintStatusSection />
  </NextIntlClientProvider>
));
export { generateMetadata };
export default InfoPage;
