import { memo, useId } from 'react';

import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EditableText } from '../../components/EditableText';
import { chartStore } from '../../store';
import { TrashIcon } from './TrashIcon';

interface AttributeRowProps {
  dataSetIndex: number;
  labelIndex: number;
  name: string;
  value: number;
  canRemove: boolean;
}

/** One attribute of the selected data set: its editable name, a 0..100 slider and a delete button. */
export const AttributeRow = memo(function AttributeRow({
  dataSetIndex,
  labelIndex,
  name,
  value,
  canRemove,
}: AttributeRowProps) {
  const outputId = useId();
  return (
    <li className="editor-attribute">
      <div className="editor-attribute-head">
        <EditableText
          className="editor-attribute-name"
          value={name}
          label={`attribute ${name}`}
          onSave={(next) => chartStore.getState().renameLabel(labelIndex, next)}
        />
        <ConfirmDialog
          message={`Are you sure you want to delete variable: ${name}?`}
          onConfirm={() => chartStore.getState().removeAttribute(labelIndex)}
          triggerLabel={`Delete attribute ${name}`}
          triggerClassName="editor-delete-button"
          disabled={!canRemove}
          triggerTitle={canRemove ? `Delete ${name}` : 'A chart needs at least 3 attributes'}
        >
          <TrashIcon />
        </ConfirmDialog>
      </div>
      <div className="editor-slider-row">
        <input
          type="range"
          className="editor-slider"
          min={0}
          max={100}
          step={1}
          value={value}
          aria-label={name}
          aria-describedby={outputId}
          onChange={(event) =>
            chartStore.getState().setValue(dataSetIndex, labelIndex, Number(event.target.value))
          }
        />
        <output id={outputId} className="editor-slider-value">
          {value}
        </output>
      </div>
    </li>
  );
});
