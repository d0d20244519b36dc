import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { statusTag } from './StatusTag.css';

export type StatusTone = 'success' | 'danger' | 'warning' | 'neutral' | 'info';

export interface StatusTagProps {
  /** The status in words. Required: the tone's colour alone carries no meaning. */
  children: ReactNode;
  tone?: StatusTone;
  /** Optional decorative icon before the text. */
  icon?: IconName;
  size?: 'sm' | 'md';
}

/** A static status label such as 'Active' or 'Action Required'. Not interactive. */
export function StatusTag({ children, tone = 'neutral', icon, size = 'md' }: StatusTagProps) {
  return (
    <span className={statusTag({ tone, size })} data-tone={tone}>
      {icon && <Icon name={icon} size={size === 'sm' ? 12 : 14} />}
      <span>{children}</span>
    </span>
  );
}
