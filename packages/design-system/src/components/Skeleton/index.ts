// Skeleton is the labelled container; SkeletonText and SkeletonShape are the aria-hidden shapes inside it.
export {
  Skeleton,
  SkeletonText,
  SkeletonShape,
  type SkeletonProps,
  type SkeletonTextProps,
  type SkeletonShapeProps,
} from './Skeleton';
