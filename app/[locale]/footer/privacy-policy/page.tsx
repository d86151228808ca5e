import { createLegalPage } from '@/components/content/legal-page';

const { generateMetadata, LegalPage } = createLegalPage('privacyPolicy');
export { generateMetadata };
export default LegalPage;
