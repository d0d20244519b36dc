// Card (a static surface) and Tile (a clickable card: link or button) share this folder and its styles.
export { Card, type CardProps, type CardHeadingLevel } from './Card';
export { Tile, type TileProps, type TileLinkProps, type TileButtonProps } from './Tile';
