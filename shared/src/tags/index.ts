export { Tags, tagsMaxHeight, type TagsProps } from './Tags';
export { sortTags, toTagEntries, type TagEntry, type TagsInput } from './sortTags';
