import { MIN_DATA_SETS, MIN_LABELS } from 'statradar';

/** Why an attribute cannot be deleted: the chart is at the model's least number of attributes. */
export const MIN_ATTRIBUTES_REASON = `A chart needs at least ${MIN_LABELS} attributes`;

/** Why a data set cannot be deleted: the chart is at the model's least number of data sets. */
export const MIN_DATA_SETS_REASON = `A chart needs at least ${MIN_DATA_SETS} data set`;
