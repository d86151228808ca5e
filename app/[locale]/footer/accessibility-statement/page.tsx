import { createLegalPage } from '@/components/content/legal-page';

const { generateMetadata, LegalPage } = createLegalPage('accessibilityStatement');
export { generateMetadata };
export default LegalPage;
