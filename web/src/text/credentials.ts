/** The password meter and its criteria (spec 2 §5.1, §5.6), shared by the wizard's credentials step and /system/users. */
export const credentials = {
  strength: 'Força da senha',
  criteriaTitle: 'A senha deve conter:',
  criteria: {
    lowercase: 'Letras minúsculas',
    uppercase: 'Letras maiúsculas',
    number: 'Números',
    symbol: 'Caracteres especiais',
    length: 'No mínimo 8 caracteres',
  },
  met: 'atendido',
  unmet: 'pendente',
} as const;
