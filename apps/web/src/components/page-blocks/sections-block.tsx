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
 * Tabs or an accordion of a page. A tab is chosen by its English label in navigation state (`{ tab }`), as the
 * menus and the site map link to them (spec 1 §2), or by its id in the address's fragment, as a link in a page's
 * text can ("[IIIDEM Directory](/about-us#directory)"); each panel is a section headed by its label.
 */
export function SectionsBlock({ block }: { block: SectionsBlockData }) {
  return block.style === 'tabs' ? <SectionTabs block={block} /> : <SectionAccordion block={block} />;
}

function SectionTabs({ block }: { block: SectionsBlockData }) {
  const localized = useLocalized();
  const ids = block.items.map((item) => item.label);
  const [selected, select] = useNavigationStateTab(ids, () => ids[0] ?? '');
  const { hash, state } = useLocation();
  const linked = block.items.find((item) => hash === `#${item.id}`)?.label;
  // After hydration (the server never sees the fragment), and only when no tab came in the navigation state.
  useEffect(() => {
    if (linked && readTabFromState(state, ids) === undefined) select(linked);
  }, [linked, state, ids, select]);
  return (
    <Tabs
      label={localized(block, 'label').text}
      selected={selected}
      onSelect={select}
      tabs={block.items.map((item) => ({
        id: item.label,
        label: localized(item, 'label').text,
        panel: <SectionPanel section={item} />,
      }))}
    />
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
