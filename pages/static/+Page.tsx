import { useData } from 'vike-react/useData'
import { StaticPage } from '../../components/content/StaticPage'
import type { Data } from './+data'

export default function Page() {
  const { page } = useData<Data>()
  return <StaticPage page={page} />
}
