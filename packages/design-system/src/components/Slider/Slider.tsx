import { useId, type ReactNode } from 'react';
import {
  Label,
  Slider as AriaSlider,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import * as shared from '../../styles/shared.css';
import * as styles from './Slider.css';

export interface SliderProps {
  /** The visible label; it names the slider. */
  label: ReactNode;
  /** Help text under the track, read as the slider's description. */
  description?: ReactNode;
  /** The value (controlled). */
  value?: number;
  /** The initial value (uncontrolled). */
  defaultValue?: number;
  /** Called on every change (drag, click on the track, arrow keys). */
  onChange?: (value: number) => void;
  /** Called once the user lets go (end of a drag, each key press). */
  onChangeEnd?: (value: number) => void;
  /** Defaults to 0. */
  minValue?: number;
  /** Defaults to 100. */
  maxValue?: number;
  /** Defaults to 1. */
  step?: number;
  /**
   * How the value is shown beside the label and read by screen readers (Intl.NumberFormat options), e.g.
   * `{ style: 'percent' }` for a 0..1 fraction shown as '25%'.
   */
  formatOptions?: Intl.NumberFormatOptions;
  /** Hide the value shown beside the label (screen readers still hear it). */
  hideOutput?: boolean;
  isDisabled?: boolean;
  /** Form field name of the hidden range input. */
  name?: string;
}

/**
 * One value picked along a range, by dragging the thumb, pressing the track or the arrow keys (Page Up/Down,
 * Home/End too). Built on react-aria's Slider: the thumb is a native range input, named by the label, that
 * announces the formatted value. The thumb and the track's hit strip are 24 px tall; the rail fills up to the thumb.
 */
export function Slider({
  label,
  description,
  value,
  defaultValue,
  onChange,
  onChangeEnd,
  minValue = 0,
  maxValue = 100,
  step = 1,
  formatOptions,
  hideOutput = false,
  isDisabled,
  name,
}: SliderProps) {
  const descriptionId = useId();
  return (
    <AriaSlider
      className={styles.root}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      onChangeEnd={onChangeEnd}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
      formatOptions={formatOptions}
      isDisabled={isDisabled}
      aria-describedby={description ? descriptionId : undefined}
    >
      <Label className={shared.fieldLabel}>{label}</Label>
      {hideOutput ? <span /> : <SliderOutput className={styles.output} />}
      <SliderTrack className={styles.track}>
        <SliderFill className={styles.fill} />
        <SliderThumb className={styles.thumb} name={name} />
      </SliderTrack>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
    </AriaSlider>
  );
}
