import { createLegalPage } from '@/components/content/legal-page';

const { generateMetadata, LegalPage } = createLegalPage('returnPolicy');
export { generateMetadata };
export default LegalPage;
