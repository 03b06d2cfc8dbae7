import type { InputHTMLAttributes, Ref } from 'react';
import { app } from '../text/pt-BR.ts';
import './file-picker.css';

export interface FilePickerProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  id: string;
  /** The chosen file's name (null: none chosen). */
  fileName: string | null;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A file input that reads in Portuguese whatever the browser's language ('Escolher arquivo', then the file's name or
 * 'Nenhum arquivo selecionado'): the browser's own text ('Choose File / No file chosen') is in its language. The
 * native input is still the control — transparent over the button it looks like, so a click, the keyboard and
 * assistive technology reach it, named by its field's label — and the name shown is part of its description.
 */
export function FilePicker({ id, fileName, ref, 'aria-describedby': describedBy, ...input }: FilePickerProps) {
  const nameId = `${id}-name`;
  return (
    <div className="file-picker">
      <span className="file-picker__control">
        <input ref={ref} id={id} type="file" className="file-picker__input"
          aria-describedby={[nameId, describedBy].filter(Boolean).join(' ')} {...input} />
        <span className="btn btn--secondary file-picker__button" aria-hidden="true">{app.chooseFile}</span>
      </span>
      <span id={nameId} className="file-picker__name">{fileName ?? app.noFileChosen}</span>
    </div>
  );
}
