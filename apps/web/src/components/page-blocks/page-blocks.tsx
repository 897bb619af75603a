import type { TPublicInnerBlock, TPublicPageBlock } from '@iiidem/shared/admin/pages';
import { Localized, useLocalized } from '../../lib/i18n/localized';
import { OrganogramBlock } from './organogram-block';
import { PeopleBlockView } from './people-slot';
import { RichText } from './rich-text';
import { SectionsBlock, type SectionsSelection } from './sections-block';
import { SettingsBlock } from './settings-block';
import { TableBlock } from './table-block';
import './page-blocks.css';

/**
 * A page staff edit (issue 15), block by block, in the page's language (the English, marked lang="en", where
 * the Hindi is missing). `label` names the part of the page the blocks are in (the page or the tab), for the
 * blocks that need an accessible name. With `selection` the page decides which of its tabs shows (a page whose
 * breadcrumb names the tab, or that remembers it).
 */
export function PageBlocks({
  blocks,
  label,
  selection,
}: {
  blocks: readonly TPublicPageBlock[];
  label: string;
  selection?: SectionsSelection;
}) {
  return (
    <>
      {blocks.map((block, index) =>
        block.type === 'sections' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no ids; their order is the page's.
          <SectionsBlock key={index} block={block} selection={selection} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <InnerBlock key={index} block={block} label={label} />
        ),
      )}
    </>
  );
}

export function InnerBlock({ block, label }: { block: TPublicInnerBlock; label: string }) {
  const localized = useLocalized();
  switch (block.type) {
    case 'text': {
      const html = localized(block, 'html');
      return html.text ? <RichText html={html.text} lang={html.lang} /> : null;
    }
    case 'image': {
      const alt = localized(block, 'alt');
      return (
        <img
          className="illustration page-image"
          src={block.src}
          alt={alt.text}
          lang={alt.lang}
          width={block.width}
          height={block.height}
          loading="lazy"
          decoding="async"
        />
      );
    }
    case 'figures':
      return <FiguresBlock block={block} />;
    case 'organogram': {
      const outline = localized(block, 'outline');
      return <OrganogramBlock outline={outline.text} label={label} lang={outline.lang} />;
    }
    case 'people':
      return <PeopleBlockView block={block} />;
    case 'settings':
      return <SettingsBlock block={block} />;
    case 'table':
      return <TableBlock block={block} />;
  }
}

function FiguresBlock({ block }: { block: Extract<TPublicInnerBlock, { type: 'figures' }> }) {
  const localized = useLocalized();
  return (
    <ul className="figures">
      {block.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: figures have no ids; their order is the page's.
        <li key={index} className="figures__item">
          <Localized value={localized(item, 'value')} as="span" className="figures__value" />{' '}
          <Localized value={localized(item, 'label')} as="span" className="figures__label" />
        </li>
      ))}
    </ul>
  );
}
