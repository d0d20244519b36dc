import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export interface TabItem<K extends string = string> {
  id: K;
  label: string;
  /** What the tab shows when selected. */
  panel: ReactNode;
  isDisabled?: boolean;
}

/** The tab list needs a name: an `aria-label`, or the id of a visible heading that names it. */
type TabsName =
  | { 'aria-label': string; 'aria-labelledby'?: never }
  | {
      'aria-label'?: never;
      'aria-labelledby': string;
    };

export type TabsProps<K extends string = string> = TabsName & {
  tabs: readonly TabItem<K>[];
  /** The selected tab's id (controlled). */
  selectedKey?: K;
  /** The initially selected id (uncontrolled); defaults to the first tab that is not disabled. */
  defaultSelectedKey?: K;
  onSelectionChange?: (id: K) => void;
};

/**
 * Tabs: a tablist of tabs, each with its tabpanel (roles tablist/tab/tabpanel). One Tab stop for the list, arrow keys
 * (and Home/End) move the selection, a disabled tab is skipped, and the selected panel follows in the tab order.
 */
export function Tabs<K extends string = string>({
  tabs,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
}: TabsProps<K>) {
  return (
    <AriaTabs
      className={styles.root}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      disabledKeys={tabs.filter((tab) => tab.isDisabled).map((tab) => tab.id)}
      onSelectionChange={onSelectionChange && ((key: Key) => onSelectionChange(String(key) as K))}
    >
      <AriaTabList
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        className={styles.tabList}
      >
        {tabs.map((tab) => (
          <AriaTab key={tab.id} id={tab.id} className={styles.tab}>
            {tab.label}
          </AriaTab>
        ))}
      </AriaTabList>
      {tabs.map((tab) => (
        <AriaTabPanel key={tab.id} id={tab.id} className={styles.panel}>
          {tab.panel}
        </AriaTabPanel>
      ))}
    </AriaTabs>
  );
}
