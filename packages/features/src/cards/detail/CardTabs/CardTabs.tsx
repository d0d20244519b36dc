import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import * as styles from './CardTabs.css';

// The detail page's three tabs (seed 002 §2: Transactions, Summary, Actions). The design system has no Tabs, so this
// is react-aria-components' Tabs (roles tablist/tab/tabpanel, arrow keys between tabs, the panel in the tab order)
// styled here.

export interface CardTab<K extends string> {
  id: K;
  label: string;
  panel: ReactNode;
}

export interface CardTabsProps<K extends string> {
  'aria-label': string;
  tabs: readonly CardTab<K>[];
  selected: K;
  onSelect: (id: K) => void;
}

export function CardTabs<K extends string>({
  'aria-label': label,
  tabs,
  selected,
  onSelect,
}: CardTabsProps<K>) {
  return (
    <Tabs
      className={styles.tabs}
      selectedKey={selected}
      onSelectionChange={(key: Key) => onSelect(String(key) as K)}
    >
      <TabList aria-label={label} className={styles.tabList}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className={styles.tab}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className={styles.panel}>
          {tab.panel}
        </TabPanel>
      ))}
    </Tabs>
  );
}
