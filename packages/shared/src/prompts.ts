/**
 * Profile prompts (docs/product.md#profile-prompts): the ids of the questions a member may answer.
 * Their English and Burmese texts live in the web app's `prompts` catalogue, keyed by these ids;
 * the server stores and checks ids only.
 */
export const PROMPT_IDS = [
  'perfect_sunday',
  'tea_shop_order',
  'mohinga_spot',
  'street_food',
  'thingyan',
  'festival',
  'pagoda',
  'hometown',
  'weekend_trip',
  'monsoon',
  'family_tradition',
  'dish_i_cook',
  'learning',
  'proud_of',
  'other_job',
  'karaoke_song',
  'film_that_made_me_cry',
  'book',
  'simple_pleasure',
  'green_flag',
  'first_date',
  'get_along_if',
  'i_show_i_care',
  'looking_for',
  'fun_fact',
  'never_again',
  'mornings',
  'place_to_visit',
  'friends_say',
  'this_year',
] as const;
export type PromptId = (typeof PROMPT_IDS)[number];

/** How many prompts a member may answer. */
export const PROMPT_MAX_ANSWERS = 3;
/** An answer's longest length, in characters. */
export const PROMPT_ANSWER_MAX_LENGTH = 150;

/**
 * The opener of a like on a prompt (match_make.sql writes it): this mark, the prompt's id, a new
 * line, then the comment; the chat shows the prompt's text in the reader's language.
 */
export const PROMPT_OPENER_MARK = '💬 ';
