import { createInfoPage } from '@/components/content/info-page';

const { generateMetadata, InfoPage } = createInfoPage('surveyForm');
export { generateMetadata };
export default InfoPage;
