import { defineModule } from '../../platform/module.ts';
import { anonymiseDiscussionAuthor, exportDiscussionData } from './personal-data.ts';
import { discussionRoutes } from './routes.ts';

export const discussionsModule = defineModule({
  name: 'discussions',
  routes: discussionRoutes,
  // What a person wrote on the board stays, under 'Deleted user'.
  personalData: [
    {
      key: 'discussions',
      export: exportDiscussionData,
      erase: async (tx, userId) => void (await anonymiseDiscussionAuthor(tx, userId)),
    },
  ],
});
