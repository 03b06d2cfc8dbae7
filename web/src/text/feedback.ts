/** The save modals of spec 2's forms (§8): a wait, a success and an error to acknowledge with 'Ok, entendi'. */
export const feedback = {
  saving: 'Aguarde! Estamos salvando suas configurações.',
  saved: 'Configurações salvas com sucesso!',
  /** spec 2 §8: the success after applying */
  applied: 'Configurações aplicadas com sucesso',
  ok: 'Ok, entendi',
  errorTitle: 'Erro',
} as const;
