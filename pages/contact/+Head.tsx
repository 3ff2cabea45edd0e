import { PageCrumbHead } from '../../components/seo/PageCrumbHead'

export default PageCrumbHead
