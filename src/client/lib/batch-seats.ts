import { batchOpening, type Batch } from '#shared/batches.ts';
import { istDate } from '#shared/ist.ts';
import { useTranslation } from './i18n';

/**
 * How a batch reads in a choice of batches: its seats left, or Full, or Ended (then it cannot be
 * chosen: the server refuses the same, `batchOpening`). Student Details, the approval dialog and
 * the Registration Form's batch choices read it.
 */
export function useBatchSeats() {
  const { t } = useTranslation('admin-people');
  const today = istDate(new Date());
  return (batch: Batch) => {
    const opening = batchOpening(batch, today);
    if (opening.state === 'open') {
      return { text: t('batchMoves.seatsLeft', { count: opening.seatsLeft }), closed: false };
    }
    return { text: t(`batchMoves.${opening.state}`), closed: true };
  };
}
