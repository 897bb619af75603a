import {
  STATISTICS_MESSAGES,
  type THomeFiguresAnswer,
  type THomeFiguresSavedAnswer,
} from '@iiidem/shared/admin/statistics';
import { HOME_FIGURE_KEYS, type THomeFigureKey, type THomeFigures } from '@iiidem/shared/site-settings';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import { Table, type TableColumn } from '../../../components/ui/table';
import { serverMessage } from '../../../lib/api-errors';
import { SITE_SETTINGS_KEY } from '../../../lib/use-site-settings';
import { adminPaths } from '../admin-paths';
import { adminSend, useAdminData } from '../ui/admin-api';
import { ListState } from '../ui/admin-table';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { TableScroll } from '../ui/table-scroll';

export const HOME_FIGURES_PATH = '/admin/statistics/home-figures';

/** Each figure's name on the home page and what it is computed from. */
const FIGURES: Record<THomeFigureKey, { name: string; basis: string }> = {
  years: { name: 'Years', basis: 'since the institute was set up in June 2011' },
  programs: { name: 'Programs', basis: 'courses held with at least one participant' },
  participants: { name: 'Participants', basis: 'applicants whose attendance was marked completed' },
  countries: { name: 'Countries', basis: 'of the participants; India for domestic ones' },
};

/** A figure in English, with its Hindi beside it when that differs ('1 lakh+', Hindi '1 लाख+'). */
function FigureText({ value }: { value: { en: string; hi: string } }) {
  const hindi = value.hi.trim();
  return (
    <>
      <strong>{value.en}</strong>
      {hindi && hindi !== value.en ? (
        <>
          {' '}
          (Hindi: <span lang="hi">{hindi}</span>)
        </>
      ) : null}
      {hindi ? null : ' (no Hindi: the Hindi page shows the English)'}
    </>
  );
}

/** The figures in words for the confirmation and the dialog's title. */
const inWords = (figures: THomeFigures) =>
  `${counted(figures.years.en, 'year')}, ${counted(figures.programs.en, 'program')}, ${counted(figures.participants.en, 'participant')} and ${counted(figures.countries.en, 'country', 'countries')}`;

/** "1 country", "141 countries", "13+ years": the figure as written, with its noun. */
function counted(value: string, one: string, many = `${one}s`): string {
  return `${value} ${value === '1' ? one : many}`;
}

const same = (a: THomeFigures, b: THomeFigures) =>
  HOME_FIGURE_KEYS.every((key) => a[key].en === b[key].en && a[key].hi === b[key].hi);

type Row = {
  key: THomeFigureKey;
  count: number;
  computed: THomeFigures[THomeFigureKey];
  current: THomeFigures[THomeFigureKey];
};

/**
 * Statistics › "Figures for the home page" (issue 19): the about block's four figures computed from every year's
 * participants beside those the home page shows now, and the button that puts the computed ones on the home page
 * (after a confirmation; the API records it in the activity log). Staff edit them by hand in Site settings.
 */
export function HomeFiguresSection() {
  const { data, error, isLoading, mutate } = useAdminData<THomeFiguresAnswer>(HOME_FIGURES_PATH);
  const { mutate: mutateKey } = useSWRConfig();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const headingId = useId();
  const captionId = useId();
  const figures = data?.data;

  const putOnHomePage = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await adminSend<THomeFiguresSavedAnswer>(HOME_FIGURES_PATH, 'POST');
      setConfirming(false);
      setNotice(answer.message);
      await Promise.all([mutate(), mutateKey(SITE_SETTINGS_KEY)]);
    } catch (caught) {
      setFailure(serverMessage(caught, 'The home page’s figures could not be saved.'));
    } finally {
      setBusy(false);
    }
  };

  // After saving, the button is disabled (nothing left to put): focus goes to the message saying what was saved.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const rows: Row[] = figures
    ? HOME_FIGURE_KEYS.map((key) => ({
        key,
        count: figures.counts[key],
        computed: figures.computed[key],
        current: figures.current[key],
      }))
    : [];
  const columns: readonly TableColumn<Row>[] = [
    {
      header: 'Figure',
      rowHeader: true,
      cell: (row) => (
        <>
          {FIGURES[row.key].name} <span className="statistics-home-figures__basis">({FIGURES[row.key].basis})</span>
        </>
      ),
    },
    {
      header: 'Computed from the data',
      cell: (row) => (
        <>
          <FigureText value={row.computed} />
          {row.key === 'years' || row.computed.en === String(row.count) ? null : <> from {row.count}</>}
        </>
      ),
    },
    { header: 'On the home page now', cell: (row) => <FigureText value={row.current} /> },
  ];
  const unchanged = figures ? same(figures.computed, figures.current) : true;
  const noParticipants = figures ? figures.counts.participants === 0 : true;

  return (
    <section className="statistics-home-figures" aria-labelledby={headingId}>
      <h2 id={headingId}>Figures for the home page</h2>
      <p>
        The home page states four figures beside “About IIIDEM”. Here they are computed from the participants of every
        year (not only the years chosen above), beside the ones the home page shows now. Staff can also edit them by
        hand in <Link to={adminPaths.siteSettings}>Site settings</Link>.
      </p>
      {notice ? (
        <p ref={noticeRef} className="admin-notice" role="status" tabIndex={-1}>
          {notice}
        </p>
      ) : null}
      {failure && !confirming ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <ListState
        error={error}
        errorText="The home page’s figures could not be loaded."
        loading={isLoading}
        loadingText="Computing the home page’s figures…"
      >
        {figures ? (
          <>
            <TableScroll captionId={captionId} className="content-table-wrap">
              <Table
                className="admin-table statistics-home-figures__table"
                caption="Figures for the home page: computed and shown now"
                captionId={captionId}
                hideCaption
                rows={rows}
                rowKey={(row) => row.key}
                columns={columns}
              />
            </TableScroll>
            <p>
              <button
                ref={opener}
                type="button"
                className="button"
                disabled={noParticipants || unchanged}
                aria-describedby={noParticipants || unchanged ? `${headingId}-why` : undefined}
                onClick={() => {
                  setNotice(null);
                  setFailure(null);
                  setConfirming(true);
                }}
              >
                Put the computed figures on the home page
              </button>{' '}
              {noParticipants || unchanged ? (
                <span id={`${headingId}-why`}>
                  {noParticipants ? STATISTICS_MESSAGES.noParticipants : 'The home page shows these figures already.'}
                </span>
              ) : null}
            </p>
          </>
        ) : null}
      </ListState>
      <ConfirmDialog
        title={confirming && figures ? 'Put the computed figures on the home page?' : null}
        detail={
          figures
            ? `The home page will show ${inWords(figures.computed)}, in English and Hindi, and the global footprint’s total becomes ${counted(figures.computed.countries.en, 'country', 'countries')}. The change is recorded in the activity log; Site settings can change the figures again.`
            : ''
        }
        confirmLabel="Put on the home page"
        busyLabel="Saving…"
        cancelLabel="Cancel"
        busy={busy}
        error={failure}
        onConfirm={putOnHomePage}
        onCancel={() => {
          setConfirming(false);
          setFailure(null);
          opener.current?.focus();
        }}
      />
    </section>
  );
}
