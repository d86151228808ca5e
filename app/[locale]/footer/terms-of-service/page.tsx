import { createLegalPage } from '@/components/content/legal-page';

const { generateMetadata, LegalPage } = createLegalPage('termsOfService');
export { generateMetadata };
export default LegalPage;
