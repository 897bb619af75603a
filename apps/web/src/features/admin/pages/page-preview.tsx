import type { TPublicPage } from '@iiidem/shared/admin/pages';
import { isPeopleList, PEOPLE_LISTS } from '@iiidem/shared/admin/people';
import { PageBlocks } from '../../../components/page-blocks/page-blocks';
import { type PeopleBlock, PeopleBlockContext } from '../../../components/page-blocks/people-slot';
import { FormPanel } from '../ui/content-form-parts';

/** In the preview, a list of people is named, not drawn: its entries are kept under People and partners. */
function describePeople(block: PeopleBlock) {
  const name = isPeopleList(block.list) ? PEOPLE_LISTS[block.list] : block.list;
  return <p className="page-preview__people">[The list “{name}” is shown here.]</p>;
}

/** The page as the public site would show it, in English, before anything is saved or published. */
export function PagePreview({ page, onClose }: { page: TPublicPage; onClose: () => void }) {
  return (
    <FormPanel title={`Preview: ${page.title}`}>
      <div className="page-preview">
        <PeopleBlockContext.Provider value={describePeople}>
          <PageBlocks blocks={page.blocks} label={page.title} />
        </PeopleBlockContext.Provider>
      </div>
      <button type="button" className="button button--secondary" onClick={onClose}>
        Close the preview
      </button>
    </FormPanel>
  );
}
