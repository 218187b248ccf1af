import { chartStore, useChartStore } from '../../store';

/** A storage problem (full storage, a chart changed elsewhere), visible until dismissed or fixed. */
export function StorageMessage() {
  const message = useChartStore((state) => state.storageMessage);
  return (
    <div role="alert" className="editor-storage-alert-region">
      {message && (
        <div className="editor-storage-alert">
          <p>{message}</p>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => chartStore.getState().dismissStorageMessage()}
          >
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
