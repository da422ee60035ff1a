// @opsdeck/shared/card-width: the card width slider and its clamp.
export { CardWidthSlider, clampCardWidth, type CardWidthSliderProps } from './CardWidthSlider';
