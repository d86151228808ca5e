import { createInfoPage } from '@/components/content/info-page';

const { generateMetadata, InfoPage } = createInfoPage('surveyForm', 'survey');
export { generateMetadata };
export default InfoPage;
