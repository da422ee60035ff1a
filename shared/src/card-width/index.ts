export { CardWidthSlider, clampCardWidth, type CardWidthSliderProps } from './CardWidthSlider';
