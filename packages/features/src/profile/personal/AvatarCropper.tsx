import { useId, useState } from 'react';
import Cropper from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { DOCUMENT_LIMITS } from '@axia/core';
import { Slider, Stack } from '@axia/design-system';
import { PERSONAL_TEXT as TEXT } from '../messages';
import type { CropArea } from './cropImage';
import * as styles from '../profile.css';

// The crop itself (react-easy-crop), in its own chunk: PersonalScreen imports this module only when the crop dialog
// opens. The crop area is focusable and moves with the arrow keys; the zoom is a slider. The library's styles come
// from its CSS file (a stylesheet of the chunk), not injected at run time (the app's CSP has no 'unsafe-inline').

export interface AvatarCropperProps {
  src: string;
  onCropComplete(area: CropArea): void;
}

const ASPECT = DOCUMENT_LIMITS.avatarWidth / DOCUMENT_LIMITS.avatarHeight;

export default function AvatarCropper({ src, onCropComplete }: AvatarCropperProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const hintId = useId();
  return (
    <Stack gap="md">
      <p id={hintId} className={styles.muted}>
        {TEXT.cropDescription}
      </p>
      <div className={styles.cropBox}>
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={ASPECT}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => onCropComplete(pixels)}
          disableAutomaticStylesInjection
          keyboardStep={10}
          mediaProps={{ alt: '' }}
          cropperProps={{
            role: 'application',
            'aria-label': TEXT.cropArea,
            'aria-describedby': hintId,
          }}
        />
      </div>
      <Slider
        label={TEXT.zoom}
        minValue={1}
        maxValue={3}
        step={0.1}
        value={zoom}
        onChange={setZoom}
        formatOptions={{ style: 'decimal', maximumFractionDigits: 1 }}
      />
    </Stack>
  );
}
