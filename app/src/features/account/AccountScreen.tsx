import { useCallback, useEffect, useRef, useState } from 'react';

import type { AccountUser } from '../../data/authStatus';
import {
  CLOUD_CHART_LIMIT,
  CloudChartGoneError,
  CloudChartLimitError,
  deleteCloudChart,
  listMyCloudCharts,
  setChartPublic,
  type CloudChart,
} from '../../data/cloudCharts';
import { findChartLinkedTo, readPendingBackupId } from '../../data/localChartsExtras';
import { errorMessage } from '../../data/networkErrors';
import { chartStore } from '../../store';
import { linkNotStoredMessage } from '../editor/CloudBar';
import { ModeratorLink } from '../moderation/ModeratorLink';
import { CloudChartsSection, shareUrl } from './CloudChartsSection';
import { LocalChartsSection } from './LocalChartsSection';
import { ProfileBlock } from './ProfileBlock';
import { useTimedMessage } from '../../components/toasts';
import './account.css';

const LIMIT_MESSAGE = new CloudChartLimitError().message;
/** Upload of a chart already linked to a cloud row (backed up before, maybe in another tab). */
export const ALREADY_BACKED_UP_MESSAGE =
  'This chart is already backed up to the cloud. Open it and use "Save to cloud" to update the backup.';

function messageOf(error: unknown): string {
  return errorMessage(error);
}

/** The signed-in user's account page: profile, charts on this device, charts in the cloud. */
export function AccountScreen({ user }: { user: AccountUser }) {
  const [cloudCharts, setCloudCharts] = useState<CloudChart[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [cloudMessage, setCloudMessage] = useState<string | null>(null);
  // Two sources: a copied link and a Public change shown together both stay on screen.
  const [, showLinkToast] = useTimedMessage();
  const [, showPublicToast] = useTimedMessage();

  const refresh = useCallback(async () => {
    try {
      setCloudCharts(await listMyCloudCharts(user.id));
      setLoadError(null);
    } catch (error) {
      setLoadError(messageOf(error));
    } finally {
      setLoading(false);
    }
  }, [user.id]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  async function upload(chartId: string) {
    // A full cloud may hold this chart's own row already, made by an upload whose answer was lost:
    // that retry makes no new row, so it goes ahead and links the chart to it.
    const pendingId = readPendingBackupId(chartId, user.id);
    if (cloudCharts.length >= CLOUD_CHART_LIMIT && !cloudCharts.some((chart) => chart.id === pendingId)) {
      setCloudMessage(LIMIT_MESSAGE);
      return;
    }
    try {
      // The editor's "Back up to cloud" path: the local chart is linked to the row it creates.
      const { created, linkStored } = await chartStore.getState().backUpToCloud(chartId, user.id);
      setCloudMessage(
        !linkStored
          ? linkNotStoredMessage('Backed up to the cloud', 'click Upload again')
          : created
            ? null
            : ALREADY_BACKED_UP_MESSAGE,
      );
      await refresh();
    } catch (error) {
      setCloudMessage(
        error instanceof CloudChartLimitError ? error.message : `Upload failed: ${messageOf(error)}`,
      );
      // The cloud is full although this page listed fewer: another tab or device saved meanwhile.
      // List what it holds, so the page does not say "5 charts" beside four.
      if (error instanceof CloudChartLimitError) await refresh();
    }
  }

  async function share(chart: CloudChart) {
    const url = shareUrl(chart.id);
    try {
      await navigator.clipboard.writeText(url);
      showLinkToast('Link copied to clipboard', 1000);
    } catch {
      // Clipboard access can be refused (permissions, insecure origin): show the link to copy by hand.
      setCloudMessage(`Copy this link to share the chart: ${url}`);
    }
  }

  /**
   * Public changes in flight, per chart. A change made while one is on its way waits for it and is
   * sent after it: two requests at once may reach the server in either order, and a quick on-off
   * would leave the chart public while the page says private.
   */
  const publicWrites = useRef(new Map<string, { wanted: boolean }>());

  async function setPublic(chart: CloudChart, isPublic: boolean) {
    const showState = (state: boolean) =>
      setCloudCharts((charts) =>
        charts.map((entry) => (entry.id === chart.id ? { ...entry, isPublic: state } : entry)),
      );
    showState(isPublic);
    const pending = publicWrites.current.get(chart.id);
    if (pending) {
      pending.wanted = isPublic;
      return;
    }
    const write = { wanted: isPublic };
    publicWrites.current.set(chart.id, write);
    let saved = chart.isPublic;
    try {
      while (saved !== write.wanted) {
        const target = write.wanted;
        const { isApproved } = await setChartPublic(chart.id, target);
        saved = target;
        setCloudCharts((charts) =>
          charts.map((entry) => (entry.id === chart.id ? { ...entry, isApproved } : entry)),
        );
      }
      showPublicToast(saved ? 'Chart is now publicly discoverable' : 'Chart is no longer discoverable', 2000);
    } catch (error) {
      if (error instanceof CloudChartGoneError) {
        // Deleted elsewhere: the card goes, as after a Delete here.
        setCloudCharts((charts) => charts.filter((entry) => entry.id !== chart.id));
      } else {
        showState(saved);
      }
      setCloudMessage(`The change was not saved: ${messageOf(error)}`);
    } finally {
      publicWrites.current.delete(chart.id);
    }
  }

  async function remove(chart: CloudChart) {
    try {
      await deleteCloudChart(chart.id);
      // The local chart backed up to it is no longer backed up: its Upload makes a new backup.
      const linkedId = findChartLinkedTo(chart.id);
      if (linkedId) chartStore.getState().unlinkCloud(linkedId);
      setCloudCharts((charts) => charts.filter((entry) => entry.id !== chart.id));
      setCloudMessage(null);
    } catch (error) {
      setCloudMessage(`The chart was not deleted: ${messageOf(error)}`);
    }
  }

  return (
    <div className="page account">
      <h1>My Account</h1>
      <ProfileBlock user={user} />
      <ModeratorLink />
      <LocalChartsSection
        onUpload={upload}
        cloudFull={!loading && !loadError && cloudCharts.length >= CLOUD_CHART_LIMIT}
      />
      <CloudChartsSection
        charts={cloudCharts}
        loading={loading}
        loadError={loadError}
        message={cloudMessage}
        onShare={share}
        onSetPublic={setPublic}
        onDelete={remove}
      />
    </div>
  );
}
