import {
  canRemoveAttribute,
  canRemoveDataSet,
  formatAreaPercent,
  MAX_DESCRIPTION_LENGTH,
  MAX_LABELS,
  MAX_NAME_LENGTH,
  meanValue,
  isBlankText,
  dataSetName,
} from 'statradar';
import type { Chart } from 'statradar';
import { Link } from 'wouter';

import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EditableText } from '../../components/EditableText';
import { draftKey } from '../../data/localChartsExtras';
import { chartStore, useChartStore } from '../../store';
import { AddButton } from './AddButton';
import { AttributeRow } from './AttributeRow';
import { ColorField } from './ColorField';
import { TrashIcon } from './TrashIcon';
import { MIN_DATA_SETS_REASON } from './removalLimits';

interface DataSetPanelProps {
  chart: Chart;
  selected: number;
}

/** The selected data set: name, delete, area, colour, description and one slider per attribute. */
export function DataSetPanel({ chart, selected }: DataSetPanelProps) {
  const activeId = useChartStore((state) => state.activeId);
  const dataSet = chart.data[selected];
  if (!dataSet) return null;
  const store = chartStore.getState;
  const attributesRemovable = canRemoveAttribute(chart);

  return (
    <section
      className="editor-panel"
      aria-label={`Data set ${isBlankText(dataSet.name) ? selected + 1 : dataSet.name}`}
    >
      <div className="editor-panel-head">
        <span
          className="editor-swatch editor-swatch-large"
          style={{ backgroundColor: dataSet.color }}
          aria-hidden="true"
        />
        <EditableText
          className="editor-dataset-name"
          value={dataSet.name}
          label="data set name"
          maxLength={MAX_NAME_LENGTH}
          draftKey={draftKey(activeId, `data${selected}.name`, dataSet.name)}
          headingLevel={2}
          onSave={(name) => store().updateDataSet(selected, { name })}
        />
        <ConfirmDialog
          message={`Are you sure you want to delete data set: ${dataSetName(chart, selected)}?`}
          onConfirm={() => store().removeDataSet(selected)}
          triggerLabel={`Delete data set ${dataSetName(chart, selected)}`}
          triggerClassName="editor-delete-button"
          disabled={!canRemoveDataSet(chart)}
          disabledReason={MIN_DATA_SETS_REASON}
          triggerTitle={
            canRemoveDataSet(chart) ? `Delete ${dataSetName(chart, selected)}` : MIN_DATA_SETS_REASON
          }
        >
          <TrashIcon />
        </ConfirmDialog>
      </div>

      <div className="editor-panel-facts">
        <div className="editor-scores">
          <p className="editor-area">
            Area: <strong data-testid="area-percent">{formatAreaPercent(dataSet.values)}</strong>
          </p>
          <p className="editor-mean">
            Mean: <strong data-testid="mean-value">{Math.round(meanValue(dataSet.values))}</strong>
          </p>
          <p className="editor-score-help">
            Area changes when you reorder the attributes (<Link href="/blog/radar-chart-downsides">why</Link>
            ); the mean value, 0 to 100, does not.
          </p>
        </div>
        <ColorField
          label="Data set colour"
          color={dataSet.color}
          onChange={(color) => store().updateDataSet(selected, { color }, `color:${selected}`)}
        />
      </div>

      <EditableText
        className="editor-dataset-description"
        value={dataSet.description}
        label="data set description"
        maxLength={MAX_DESCRIPTION_LENGTH}
        draftKey={draftKey(activeId, `data${selected}.description`, dataSet.name)}
        placeholder="Add a description"
        multiline
        onSave={(description) => store().updateDataSet(selected, { description })}
      />

      <h3 className="editor-attributes-title">Attributes</h3>
      <ul className="editor-attributes">
        {chart.labels.map((label, labelIndex) => (
          <AttributeRow
            key={labelIndex}
            dataSetIndex={selected}
            labelIndex={labelIndex}
            name={label.name}
            value={dataSet.values[labelIndex] ?? 0}
            canRemove={attributesRemovable}
            draftKey={draftKey(activeId, `labels${labelIndex}.name`, label.name)}
          />
        ))}
      </ul>
      <AddButton
        // The name starts with the "+" the button shows (the spec's name for it), then says what it does.
        label="+ Add attribute"
        title="Add attribute"
        limitReason={
          chart.labels.length >= MAX_LABELS ? `A chart holds at most ${MAX_LABELS} attributes` : null
        }
        onAdd={() => store().addAttribute()}
      />
    </section>
  );
}
