import * as React from 'react'
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby'
import Seo from '../../components/Seo'
import ApiFrame, { CompoundList } from '../../components/api/ApiFrame'
import DocContent from '../../components/api/DocContent'
import type { ApiCompound, DocNode } from '../../components/api/types'
import * as styles from '../../components/api/api.module.css'

interface Data {
  doxygenCompound: ApiCompound & { readme: { title: string; route: string; detailed: DocNode[] | null } | null }
}

/** Folders: subfolders, files, and the folder's README rendered. */
export default function FolderPage({ data }: PageProps<Data>) {
  const c = data.doxygenCompound
  const toc = [
    ...(c.innerDirs.length > 0 ? [{ url: '#folders', title: 'Subfolders' }] : []),
    { url: '#files', title: 'Files' },
    ...(c.readme ? [{ url: '#readme', title: 'README' }] : []),
  ]
  return (
    <ApiFrame title={c.name} kind="folder" breadcrumbs={c.breadcrumbs} brief={c.brief} toc={toc}>
      <DocContent nodes={c.detailed} />
      <CompoundList items={c.innerDirs} id="folders" title="Subfolders" />
      <CompoundList items={c.innerFiles} id="files" title="Files" empty="This folder holds no documented files." />
      {c.readme && (
        <section aria-labelledby="readme" className={styles.readme}>
          <h2 id="readme">
            README <Link to={c.readme.route} className={styles.headingAside}>open as page</Link>
          </h2>
          <div className={styles.readmeBody}>
            <h3 className={styles.readmeTitle}>{c.readme.title}</h3>
            <DocContent nodes={c.readme.detailed} />
          </div>
        </section>
      )}
    </ApiFrame>
  )
}

export const Head: HeadFC<Data> = ({ data, location }) => (
  <Seo title={`${data.doxygenCompound.name} folder`} description={`Files and subfolders of ${data.doxygenCompound.name}`} pathname={location.pathname} />
)

export const query = graphql`
  query ApiFolderPage($refid: String!) {
    doxygenCompound(refid: { eq: $refid }) {
      ...ApiCompoundFields
      readme { title route detailed }
    }
  }
`
