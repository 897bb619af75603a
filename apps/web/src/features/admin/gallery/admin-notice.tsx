/** A success or failure message above a back-office list: success in a polite status region, failure as an alert. */
export type Notice = { kind: 'success' | 'error'; text: string } | null;

export function AdminNotice({ notice }: { notice: Notice }) {
  return (
    <>
      <div role="status">{notice?.kind === 'success' ? <p className="admin-notice">{notice.text}</p> : null}</div>
      <div role="alert">
        {notice?.kind === 'error' ? <p className="admin-notice admin-notice--error">{notice.text}</p> : null}
      </div>
    </>
  );
}
