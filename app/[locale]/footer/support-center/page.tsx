import { createInfoPage } from '@/components/content/info-page';
import { PayLinks } from '@/components/payments/pay-links';

const { generateMetadata, InfoPage } = createInfoPage('supportCenter', (locale) => <PayLinks locale={locale} />);
export { generateMetadata };
export default InfoPage;
