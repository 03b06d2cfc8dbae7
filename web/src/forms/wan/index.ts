/** The WAN form shared by /network/wan and the wizard's WAN step (spec 2 §2.3, §4.1, §5.3). */
export * from './model.ts';
export * from './data.ts';
export { WanFields, type WanFieldsProps } from './fields.tsx';
export { useWanForm, type WanFormState } from './use-wan-form.ts';
