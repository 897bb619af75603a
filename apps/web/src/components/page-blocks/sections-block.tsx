import type { TPublicPageBlock } from '@iiidem/shared/admin/pages';
import { useEffect, useId } from 'react';
import { useLocation } from 'react-router';
import { useLocalized } from '../../lib/i18n/localized';
import { readTabFromState, useNavigationStateTab } from '../../lib/use-navigation-state-tab';
import { Accordion } from '../ui/accordion';
import { Tabs } from '../ui/tabs';
import { InnerBlock } from './page-blocks';

type SectionsBlockData = Extract<TPublicPageBlock, { type: 'sections' }>;
type Section = SectionsBlockData['items'][number];

/**
 * A page that keeps the tab chosen itself (the webinar page: its breadcrumb names the tab, and the tab is
 * remembered): `selected` is the chosen tab's English label (as navigation state names tabs), `onSelect` is told
 * the label of the tab the visitor chooses.
 */
export type SectionsSelection = { selected: string; onSelect: (label: string) => void };

/**
 * Tabs, an accordion or columns of a page. A tab is chosen by its English label in navigation state (`{ tab }`),
 * as the menus and the site map link to them (spec 1 §2), or by its id in the address's fragment, as a link in a
 * page's text can ("[IIIDEM Directory](/about-us#directory)"); each panel is a section headed by its label. With
 * `selection` the page decides which tab shows.
 */
export function SectionsBlock({ block, selection }: { block: SectionsBlockData; selection?: SectionsSelection }) {
  if (block.style === 'accordion') return <SectionAccordion block={block} />;
  if (block.style === 'columns') return <SectionColumns block={block} />;
  return selection ? (
    <SectionTabsView block={block} selected={selection.selected} onSelect={selection.onSelect} />
  ) : (
    <SectionTabs block={block} />
  );
}

function SectionTabs({ block }: { block: SectionsBlockData }) {
  const ids = block.items.map((item) => item.label);
  const [selected, select] = useNavigationStateTab(ids, () => ids[0] ?? '');
  const { hash, state } = useLocation();
  const linked = block.items.find((item) => hash === `#${item.id}`)?.label;
  // After hydration (the server never sees the fragment), and only when no tab came in the navigation state.
  useEffect(() => {
    if (linked && readTabFromState(state, ids) === undefined) select(linked);
  }, [linked, state, ids, select]);
  return <SectionTabsView block={block} selected={selected} onSelect={select} />;
}

function SectionTabsView({
  block,
  selected,
  onSelect,
}: {
  block: SectionsBlockData;
  selected: string;
  onSelect: (label: string) => void;
}) {
  const localized = useLocalized();
  return (
    <Tabs
      label={localized(block, 'label').text}
      selected={selected}
      onSelect={onSelect}
      tabs={block.items.map((item) => ({
        id: item.label,
        label: localized(item, 'label').text,
        panel: <SectionPanel section={item} />,
      }))}
    />
  );
}

/** Sections side by side (two columns from 768 px, one on a phone), each headed by its label. */
function SectionColumns({ block }: { block: SectionsBlockData }) {
  return (
    <div className="section-columns">
      {block.items.map((item) => (
        <SectionPanel key={item.id} section={item} />
      ))}
    </div>
  );
}

function SectionPanel({ section }: { section: Section }) {
  const localized = useLocalized();
  const headingId = useId();
  const label = localized(section, 'label');
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} lang={label.lang}>
        {label.text}
      </h2>
      {section.blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no ids; their order is the page's.
        <InnerBlock key={index} block={block} label={label.text} />
      ))}
    </section>
  );
}

function SectionAccordion({ block }: { block: SectionsBlockData }) {
  const localized = useLocalized();
  return (
    <Accordion
      headingLevel={2}
      items={block.items.map((item) => ({
        id: item.id,
        heading: localized(item, 'label').text,
        content: item.blocks.map((inner, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no ids; their order is the page's.
          <InnerBlock key={index} block={inner} label={localized(item, 'label').text} />
        )),
      }))}
    />
  );
}
