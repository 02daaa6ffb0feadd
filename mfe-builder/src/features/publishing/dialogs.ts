// The publish bar's dialogs, loaded on first use (React.lazy): they are one chunk the builder's first load does not
// fetch, keeping the remote's own JavaScript within DESIGN §11's budget.
export { CancelScheduleDialog } from './CancelScheduleDialog';
export { ChangesModal } from './ChangesModal';
export { HistoryModal } from './HistoryModal';
export { PreviewLinksModal } from './PreviewLinksModal';
export { PublishModal } from './PublishModal';
