// ToastQueue is plain TypeScript so non-React code can notify; ToastRegion renders its one toast.
export {
  ToastQueue,
  type Toast,
  type ToastOptions,
  type ToastQueueOptions,
  type ToastTone,
} from './ToastQueue';
export {
  ToastRegion,
  ToastProvider,
  useToast,
  defaultToneLabels,
  type ToastRegionProps,
  type ToastProviderProps,
} from './Toast';
