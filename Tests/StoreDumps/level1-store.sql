-- A level-1 store (schema 0001) made by touchtape at d72a5db, for the migration test of issue #12:
-- the seed fixtures and a checkout scene in two versions, imported (run 1), replayed against
-- version 2 (run 2, 4 deliveries changed), run 2 accepted, version 1 imported again and
-- replayed (run 3: an overlay on run 2 with changes). Loaded with PRAGMA user_version = 1.
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE texts (
    id   INTEGER PRIMARY KEY,
    text TEXT NOT NULL UNIQUE
);
INSERT INTO texts VALUES(1,'touch');
INSERT INTO texts VALUES(2,'began');
INSERT INTO texts VALUES(3,'window');
INSERT INTO texts VALUES(4,'buyButton');
INSERT INTO texts VALUES(5,'["buyButton"]');
INSERT INTO texts VALUES(6,'[]');
INSERT INTO texts VALUES(7,'ended');
INSERT INTO texts VALUES(8,'[{"view":"buyButton","event":"touchUpInside","action":"buy:"}]');
INSERT INTO texts VALUES(9,'root');
INSERT INTO texts VALUES(10,'["root","checkoutVC","window","application"]');
INSERT INTO texts VALUES(11,'moved');
INSERT INTO texts VALUES(12,'bgView1');
INSERT INTO texts VALUES(13,'["bgView1","rootView","viewController","window","application"]');
INSERT INTO texts VALUES(14,'rootView');
INSERT INTO texts VALUES(15,'["rootView","viewController","window","application"]');
INSERT INTO texts VALUES(16,'button1');
INSERT INTO texts VALUES(17,'["button1"]');
INSERT INTO texts VALUES(18,'[{"view":"button1","event":"touchUpInside","action":"buttonAction1:"}]');
INSERT INTO texts VALUES(19,'feButton');
INSERT INTO texts VALUES(20,'["feButton"]');
INSERT INTO texts VALUES(21,'[{"view":"feButton","event":"touchDown","action":"buttonTouchDown:"}]');
INSERT INTO texts VALUES(22,'[{"view":"feButton","event":"touchUpInside","action":"buttonAction:"}]');
INSERT INTO texts VALUES(23,'bgView');
INSERT INTO texts VALUES(24,'["bgView","rootView","viewController","window","application"]');
INSERT INTO texts VALUES(25,'button');
INSERT INTO texts VALUES(26,'["button"]');
INSERT INTO texts VALUES(27,'button2');
INSERT INTO texts VALUES(28,'["button2"]');
INSERT INTO texts VALUES(29,'[{"view":"button2","event":"touchUpInside","action":"buttonAction2:"}]');
INSERT INTO texts VALUES(30,'bgView2');
INSERT INTO texts VALUES(31,'["bgView2","rootView","viewController","window","application"]');
INSERT INTO texts VALUES(32,'viewD');
INSERT INTO texts VALUES(33,'["viewD"]');
INSERT INTO texts VALUES(34,'viewC');
INSERT INTO texts VALUES(35,'["viewC"]');
INSERT INTO texts VALUES(36,'viewB');
INSERT INTO texts VALUES(37,'["viewB"]');
INSERT INTO texts VALUES(38,'viewA');
INSERT INTO texts VALUES(39,'["viewA"]');
INSERT INTO texts VALUES(40,'viewE');
INSERT INTO texts VALUES(41,'["viewE"]');
INSERT INTO texts VALUES(42,'["viewE","viewC","viewA","rootView","viewController","window","application"]');
INSERT INTO texts VALUES(43,'["viewB","viewA","rootView","viewController","window","application"]');
INSERT INTO texts VALUES(44,'["viewD","viewC","viewA","rootView","viewController","window","application"]');
INSERT INTO texts VALUES(45,'containerView');
INSERT INTO texts VALUES(46,'["containerView"]');
INSERT INTO texts VALUES(47,'backdrop');
INSERT INTO texts VALUES(48,'["backdrop"]');
INSERT INTO texts VALUES(49,'btn');
INSERT INTO texts VALUES(50,'["btn"]');
INSERT INTO texts VALUES(51,'[{"view":"btn","event":"touchUpInside","action":"btnClick:"}]');
INSERT INTO texts VALUES(52,'oriView');
INSERT INTO texts VALUES(53,'["oriView","rootView","viewController","window","application"]');
INSERT INTO texts VALUES(54,'bubble');
INSERT INTO texts VALUES(55,'["bubble"]');
INSERT INTO texts VALUES(56,'popButton');
INSERT INTO texts VALUES(57,'["popButton"]');
INSERT INTO texts VALUES(58,'[{"view":"popButton","event":"touchUpInside","action":"alertChatView:"}]');
INSERT INTO texts VALUES(59,'motion');
INSERT INTO texts VALUES(60,'noFirstResponder');
INSERT INTO texts VALUES(61,'state');
INSERT INTO texts VALUES(62,'stpView');
INSERT INTO texts VALUES(63,'["stpView","feedRoot","feedViewController"]');
INSERT INTO texts VALUES(64,'feedViewController');
INSERT INTO texts VALUES(65,'action');
INSERT INTO texts VALUES(66,'["stpView"]');
INSERT INTO texts VALUES(67,'["stpView","feedRoot","feedViewController","wrapperContainerView","wrapperRoot","wrapperViewController","navTransitionView","navRoot","navigationController","window","application","appDelegate"]');
INSERT INTO texts VALUES(68,'remoteControl');
INSERT INTO texts VALUES(69,'appDelegate');
INSERT INTO texts VALUES(70,'["button","stpView","feedRoot","feedViewController","wrapperContainerView","wrapperRoot","wrapperViewController","navTransitionView","navRoot","navigationController","window","application","appDelegate"]');
INSERT INTO texts VALUES(71,'ignoringInteractionEvents');
INSERT INTO texts VALUES(72,'redView');
INSERT INTO texts VALUES(73,'["redView"]');
INSERT INTO texts VALUES(74,'cell7');
INSERT INTO texts VALUES(75,'["cell7"]');
INSERT INTO texts VALUES(76,'centerButton');
INSERT INTO texts VALUES(77,'["centerButton"]');
INSERT INTO texts VALUES(78,'[{"view":"centerButton","event":"touchUpInside","action":"compose:"}]');
INSERT INTO texts VALUES(79,'backView');
INSERT INTO texts VALUES(80,'["backView"]');
INSERT INTO texts VALUES(81,'alphaEdgeView');
INSERT INTO texts VALUES(82,'["alphaEdgeView"]');
INSERT INTO texts VALUES(83,'stImageView');
INSERT INTO texts VALUES(84,'["stImageView"]');
INSERT INTO texts VALUES(85,'promoBanner');
INSERT INTO texts VALUES(86,'["promoBanner","root","checkoutVC","window","application"]');
CREATE TABLE scenes (
    id                 INTEGER PRIMARY KEY,
    name               TEXT NOT NULL UNIQUE,
    -- The version whose content was imported most recently (cli.md: the current version).
    current_version_id INTEGER REFERENCES scene_versions(id)
);
INSERT INTO scenes VALUES(1,'checkout',1);
INSERT INTO scenes VALUES(2,'circle-button',2);
INSERT INTO scenes VALUES(3,'fe-button-44',3);
INSERT INTO scenes VALUES(4,'hit-area-test-scenes',4);
INSERT INTO scenes VALUES(5,'hit-test-a-to-e',5);
INSERT INTO scenes VALUES(6,'hit-test-edge-insets',6);
INSERT INTO scenes VALUES(7,'hit-test-order-a-to-e',7);
INSERT INTO scenes VALUES(8,'hit-test-return-self',8);
INSERT INTO scenes VALUES(9,'pass-through-overlay',9);
INSERT INTO scenes VALUES(10,'pop-bubble-button',10);
INSERT INTO scenes VALUES(11,'printed-responder-chain',11);
INSERT INTO scenes VALUES(12,'red-view-drag',12);
INSERT INTO scenes VALUES(13,'tabbar-center-button-button-override',13);
INSERT INTO scenes VALUES(14,'tabbar-center-button',15);
INSERT INTO scenes VALUES(15,'untouchable-views',16);
CREATE TABLE scene_versions (
    id           INTEGER PRIMARY KEY,
    scene_id     INTEGER NOT NULL REFERENCES scenes(id),
    version      INTEGER NOT NULL,            -- 1, 2, … in the order first imported
    content_hash TEXT NOT NULL,               -- SHA-256 of the canonical JSON, lowercase hex
    content      TEXT NOT NULL,               -- the canonical JSON (RFC 8785)
    view_count   INTEGER NOT NULL,            -- view nodes, windows included
    imported_at  TEXT NOT NULL,               -- first import, ISO 8601 UTC
    UNIQUE (scene_id, version),
    UNIQUE (scene_id, content_hash)
);
INSERT INTO scene_versions VALUES(1,1,1,'cab0366ba6ee4c06ded400f0b6cf0b85a519dd2e1dde825ec3dd4cabfa8e9380','{"format":"touchtape.scene/1","name":"checkout","windows":[{"frame":[0,0,375,667],"id":"window","subviews":[{"frame":[0,0,375,667],"id":"root","subviews":[{"class":"UIButton","control":{"actions":{"touchUpInside":"buy:"}},"frame":[100,300,175,44],"id":"buyButton"}],"viewController":{"class":"CheckoutViewController","id":"checkoutVC"}}]}]}',3,'2026-11-24T23:36:50.836Z');
INSERT INTO scene_versions VALUES(2,2,1,'f3c8b3e7f75947eace39e5d7e7c7d7c719aed384a084536b2751c56c7580fb2e','{"format":"touchtape.scene/1","meta":{"coordinates":"frames from the article; window and root view chosen: iPhone 375x667","description":"bgView1 (100,300,100,100) holds a 100x100 CircleButton at (0,0) whose pointInside answers only within 50 points of its center (the rim included); clipsToBounds and cornerRadius 50 only change the drawing","source":"seeds/000_ea0cea4e86c75852.txt (iOS-事件響應鏈), CircleButton and the UI test setUp (bgView1, button1)"},"name":"circle-button","windows":[{"class":"UIWindow","frame":[0,0,375,667],"id":"window","subviews":[{"frame":[0,0,375,667],"id":"rootView","subviews":[{"frame":[100,300,100,100],"id":"bgView1","subviews":[{"class":"CircleButton","clipsToBounds":true,"control":{"actions":{"touchUpInside":"buttonAction1:"}},"frame":[0,0,100,100],"id":"button1","pointInside":"circle"}]}],"viewController":{"class":"ViewController","id":"viewController"}}]}]}',4,'2026-11-24T23:36:50.844Z');
INSERT INTO scene_versions VALUES(3,3,1,'81fc9128cf5036ba44c50eacda574027b7603ea4133908d99b724e1155ff02db','{"format":"touchtape.scene/1","meta":{"actions":"chosen: the article''s setUp adds no target to the FEButton; touchDown -> buttonTouchDown: and touchUpInside -> buttonAction: are added so that the control events show","coordinates":"frames from the article; window and root view chosen: iPhone 375x667","description":"bgView (100,100,100,100) in the controller''s view holds a 20x20 FEButton at (20,20) whose pointInside grows the bounds about their center to 44x44: it answers for its local x,y in [-12,32)","source":"seeds/000_ea0cea4e86c75852.txt (iOS-事件響應鏈), FEButton and the UI test setUp (bgView)"},"name":"fe-button-44","windows":[{"class":"UIWindow","frame":[0,0,375,667],"id":"window","subviews":[{"frame":[0,0,375,667],"id":"rootView","subviews":[{"frame":[100,100,100,100],"id":"bgView","subviews":[{"class":"FEButton","control":{"actions":{"touchDown":"buttonTouchDown:","touchUpInside":"buttonAction:"}},"frame":[20,20,20,20],"id":"feButton","pointInside":{"minimumSize":[44,44]}}]}],"viewController":{"class":"ViewController","id":"viewController"}}]}]}',4,'2026-11-24T23:36:50.885Z');
INSERT INTO scene_versions VALUES(4,4,1,'401e9e6047585bc090010f3a6718b09790059bc46359ebe538bc2908ea4d2518','{"format":"touchtape.scene/1","meta":{"actions":"as in the article: button1 -> buttonAction1:, button2 -> buttonAction2: on touchUpInside; the FEButton has no target in the article and none here","coordinates":"frames from the article; window and root view chosen: iPhone 375x667","description":"The article''s whole test screen: bgView with the 20x20 FEButton grown to 44x44, bgView1 with the round CircleButton, bgView2 with the UIButton whose hitTestEdgeInsets are -20 on each side","source":"seeds/000_ea0cea4e86c75852.txt (iOS-事件響應鏈), UI測試代碼 setUp: bgView, bgView1, bgView2 together in the controller''s view"},"name":"hit-area-test-scenes","windows":[{"class":"UIWindow","frame":[0,0,375,667],"id":"window","subviews":[{"frame":[0,0,375,667],"id":"rootView","subviews":[{"frame":[100,100,100,100],"id":"bgView","subviews":[{"class":"FEButton","control":{"actions":{}},"frame":[20,20,20,20],"id":"button","pointInside":{"minimumSize":[44,44]}}]},{"frame":[100,300,100,100],"id":"bgView1","subviews":[{"class":"CircleButton","clipsToBounds":true,"control":{"actions":{"touchUpInside":"buttonAction1:"}},"frame":[0,0,100,100],"id":"button1","pointInside":"circle"}]},{"frame":[100,500,100,100],"id":"bgView2","subviews":[{"class":"UIButton","control":{"actions":{"touchUpInside":"buttonAction2:"}},"frame":[20,20,20,20],"id":"button2","pointInside":{"inset":[-20,-20,-20,-20]}}]}],"viewController":{"class":"ViewController","id":"viewController"}}]}]}',8,'2026-11-24T23:36:50.886Z');
INSERT INTO scene_versions VALUES(5,5,1,'09d9bd7f5816ec3e3f89fd5877b836c31b6fdd62840b54fd7a6d2972ce9b5e57','{"format":"touchtape.scene/1","meta":{"coordinates":"view frames as printed in the article (CGRectMake(1010300200) read as (10,10,300,200) etc.); window and root view chosen: iPhone 375x667","description":"Views A-E of seed 001: A and B in the controller''s view, C and D in B, E in D; every view logs hitTest/pointInside and touchesBegan/Ended","source":"seeds/001_ad3c20ec53de894b.txt (转 iOS事件触摸事件处理机制), viewDidLoad adding viewA-viewE, all myView instances","touches":"myView handles touches: the article''s log shows touchesBegan/touchesEnded on viewE only, never on viewD or viewB, so its touches methods do not call super (\"handle\")"},"name":"hit-test-a-to-e","windows":[{"class":"UIWindow","frame":[0,0,375,667],"id":"window","subviews":[{"frame":[0,0,375,667],"id":"rootView","subviews":[{"class":"myView","frame":[10,10,300,200],"id":"viewA","touches":"handle"},{"class":"myView","frame":[10,240,300,200],"id":"viewB","subviews":[{"class":"myView","frame":[10,10,120,180],"id":"viewC","touches":"handle"},{"class":"myView","frame":[170,10,120,180],"id":"viewD","subviews":[{"class":"myView","frame":[30,40,60,100],"id":"viewE","touches":"handle"}],"touches":"handle"}],"touches":"handle"}],"viewController":{"class":"ViewController","id":"viewController"}}]}]}',7,'2026-11-24T23:36:50.886Z');
INSERT INTO scene_versions VALUES(6,6,1,'5693b3cd3faeed9373c50c4c901eab5c7ce82190d4102d2a8918eeba068c312d','{"format":"touchtape.scene/1","meta":{"coordinates":"frames from the article; window and root view chosen: iPhone 375x667","description":"bgView2 (100,500,100,100) holds a 20x20 UIButton at (20,20) with hitTestEdgeInsets (-20,-20,-20,-20): it answers for its local x,y in [-20,40), i.e. screen x in [100,160), y in [500,560); the enlarged area''s top and left edges coincide with bgView2''s","source":"seeds/000_ea0cea4e86c75852.txt (iOS-事件響應鏈), UIButton (FlyElephant) hitTestEdgeInsets category and the UI test setUp (bgView2, button2)"},"name":"hit-test-edge-insets","windows":[{"class":"UIWindow","frame":[0,0,375,667],"id":"window","subviews":[{"frame":[0,0,375,667],"id":"rootView","subviews":[{"frame":[100,500,100,100],"id":"bgView2","subviews":[{"class":"UIButton","control":{"actions":{"touchUpInside":"buttonAction2:"}},"frame":[20,20,20,20],"id":"button2","pointInside":{"inset":[-20,-20,-20,-20]}}]}],"viewController":{"class":"ViewController","id":"viewController"}}]}]}',4,'2026-11-24T23:36:50.901Z');
INSERT INTO scene_versions VALUES(7,7,1,'1e415158cc78b9534c77d60a5f3d41bc1f42eae80def5241f2d79104005ca76d','{"format":"touchtape.scene/1","meta":{"coordinates":"chosen: the article gives none (iPhone 375x667). B overlaps the top of C by 20 points and D overlaps the top of E by 10 points, so the drawing order decides those areas","description":"ViewA contains ViewB and ViewC, ViewC contains ViewD and ViewE; B is above C (added after it) and D above E (added after it); nobody overrides the touches methods","source":"seeds/004_d2ae8483fd1706bd.txt (iOS-使用hitTest控制点击事件的响应对象), section 2 例子 and section 3","touches":"all views keep the default (forward): section 3 says the event goes E -> C -> A and is dropped when nobody handles it"},"name":"hit-test-order-a-to-e","windows":[{"class":"UIWindow","frame":[0,0,375,667],"id":"window","subviews":[{"frame":[0,0,375,667],"id":"rootView","subviews":[{"frame":[20,100,335,400],"id":"viewA","subviews":[{"frame":[20,140,295,240],"id":"viewC","subviews":[{"frame":[20,120,255,100],"id":"viewE"},{"frame":[20,20,255,110],"id":"viewD"}]},{"frame":[20,20,295,140],"id":"viewB"}]}],"viewController":{"class":"ViewController","id":"viewController"}}]}]}',7,'2026-11-24T23:36:50.902Z');
INSERT INTO scene_versions VALUES(8,8,1,'263c759c610c35d902abc0e2acb89da93aef80d8f364652dce677dccb64ef750','{"format":"touchtape.scene/1","meta":{"coordinates":"chosen: the article gives none (iPhone 375x667). containerView is the back-most subview of the controller''s view, since a view whose hitTest returns self answers for every point it is asked about","description":"containerView overrides hitTest to return self, so it takes every touch it is asked about, even over its button; noTouchView overrides pointInside to return NO, so neither it nor its subview receives touches and they fall through to backdrop","source":"seeds/003_596c8bc3e93eb943.txt, hitTest方法 (在这个方法里return self，就是指定自己处理该事件) and pointInside (重写如果返回NO，则该视图不接收处理事件)","touches":"containerView, backdrop and noTouchChild handle touches"},"name":"hit-test-return-self","windows":[{"class":"UIWindow","frame":[0,0,375,667],"id":"window","subviews":[{"frame":[0,0,375,667],"id":"rootView","subviews":[{"class":"SelfHitView","frame":[20,100,335,150],"hitTest":"self","id":"containerView","subviews":[{"class":"UIButton","control":{"actions":{"touchUpInside":"childTapped:"}},"frame":[20,20,120,60],"id":"childButton"}],"touches":"handle"},{"frame":[0,300,375,300],"id":"backdrop","touches":"handle"},{"class":"NoTouchView","frame":[50,350,275,200],"id":"noTouchView","pointInside":"never","subviews":[{"frame":[20,20,100,100],"id":"noTouchChild","touches":"handle"}],"touches":"handle"}],"viewController":{"class":"ViewController","id":"viewController"}}]}]}',7,'2026-11-24T23:36:50.902Z');
INSERT INTO scene_versions VALUES(9,9,1,'7e235dff89ea430e7c7baa82caf45a9c4309731ad78b7d0516ac28e59e4ab30a','{"format":"touchtape.scene/1","meta":{"actions":"chosen: the article does not name the button''s action; touchUpInside -> btnClick:","coordinates":"chosen: the article gives none (iPhone 375x667): btn (80,300,200,60), oriView (180,250,150,150), both in the storyboard controller''s view (the article''s ''UIWindow --> button --> OriView'' layering)","description":"A button and, above it, the orange OriView overlapping its right half; OriView''s hitTest returns nil when the point, converted to the button, is inside the button, and otherwise runs the default","source":"seeds/003_596c8bc3e93eb943.txt (iOS UIResponder响应者对象), 练习1: the orange OriView covering a button"},"name":"pass-through-overlay","windows":[{"class":"UIWindow","frame":[0,0,375,667],"id":"window","subviews":[{"frame":[0,0,375,667],"id":"rootView","subviews":[{"class":"UIButton","control":{"actions":{"touchUpInside":"btnClick:"}},"frame":[80,300,200,60],"id":"btn"},{"class":"OriView","frame":[180,250,150,150],"hitTest":{"passThrough":["btn"]},"id":"oriView"}],"viewController":{"class":"ViewController","id":"viewController"}}]}]}',4,'2026-11-24T23:36:50.903Z');
INSERT INTO scene_versions VALUES(10,10,1,'777d62328b719c65017f72dfce44c0f2cb004b6535cbd7ee9cc44abd4097a406','{"format":"touchtape.scene/1","meta":{"bubble":"the bubble is a UIButton with background images and no target: a control with no actions","coordinates":"bubble frame from the article''s log; popButton''s frame chosen: (88,450,200,44), so the bubble covers screen x [88,288), y [248,450) (iPhone 375x667)","description":"popButton (action alertChatView:) has already been tapped once: its subview bubble (a custom UIButton, frame (0,-202,200,202) as the article logs it) sticks out above it. popButton''s hitTest returns the bubble when the point converted to the bubble is inside it, else the default","source":"seeds/003_596c8bc3e93eb943.txt (iOS UIResponder响应者对象), 练习2: popButton and the speech-bubble button added above it"},"name":"pop-bubble-button","windows":[{"class":"UIWindow","frame":[0,0,375,667],"id":"window","subviews":[{"frame":[0,0,375,667],"id":"rootView","subviews":[{"class":"popButton","control":{"actions":{"touchUpInside":"alertChatView:"}},"frame":[88,450,200,44],"hitTest":{"forwardTo":["bubble"]},"id":"popButton","subviews":[{"class":"UIButton","control":{"actions":{}},"frame":[0,-202,200,202],"id":"bubble"}]}],"viewController":{"class":"ViewController","id":"viewController"}}]}]}',4,'2026-11-24T23:36:50.926Z');
INSERT INTO scene_versions VALUES(11,11,1,'f1addbb6fb051fc8dbbc3386792af8fe88adbf705b2fd194de911653c52c22b4','{"application":{"class":"UIApplication","delegate":{"class":"STPAppDelegate","id":"appDelegate","remoteControl":"handle"},"id":"application"},"format":"touchtape.scene/1","meta":{"coordinates":"chosen: the article gives none (iPhone 375x667; the wrapper''s content starts below a 64-point navigation bar area): button at screen x [20,120), y [84,128)","description":"A nesting that prints UIButton -> STPView -> UIView -> STPFeedViewController -> UIView -> UIView -> _STWrapperViewController -> UIView -> UIView -> STNavigationController -> STPWindow -> UIApplication -> STPAppDelegate by the article''s rules 1-4 (R1-R4): a view controller''s root view is followed by the controller, the controller by its root view''s superview","firstResponder":"for 需要注意的是 / the supplement on non-touch events: stpView overrides canBecomeFirstResponder (YES) and performs copy:, STPFeedViewController handles motion (shake), STPAppDelegate handles remote-control events","nesting":"STPWindow > navRoot (root view of STNavigationController) > navTransitionView > wrapperRoot (root view of _STWrapperViewController) > wrapperContainerView > feedRoot (root view of STPFeedViewController) > stpView (STPView) > button (UIButton)","source":"seeds/002_ec55e150e08e165d.txt (响应链 / nextResponder 规则), the chain printed by STLogResponderChain","touches":"the button is given touches forward (on a control this only lets the touch message go on up the chain) so that a tap walks all 13 responders and nobody consumes it; the article does not name its action: none"},"name":"printed-responder-chain","windows":[{"class":"STPWindow","frame":[0,0,375,667],"id":"window","subviews":[{"class":"UIView","frame":[0,0,375,667],"id":"navRoot","subviews":[{"class":"UIView","frame":[0,0,375,667],"id":"navTransitionView","subviews":[{"class":"UIView","frame":[0,0,375,667],"id":"wrapperRoot","subviews":[{"class":"UIView","frame":[0,64,375,603],"id":"wrapperContainerView","subviews":[{"class":"UIView","frame":[0,0,375,603],"id":"feedRoot","subviews":[{"actions":["copy:"],"canBecomeFirstResponder":true,"class":"STPView","frame":[0,0,375,200],"id":"stpView","subviews":[{"class":"UIButton","control":{"actions":{}},"frame":[20,20,100,44],"id":"button","touches":"forward"}]}],"viewController":{"class":"STPFeedViewController","id":"feedViewController","motion":"handle"}}]}],"viewController":{"class":"_STWrapperViewController","id":"wrapperViewController"}}]}],"viewController":{"class":"STNavigationController","id":"navigationController"}}]}]}',8,'2026-11-24T23:36:50.927Z');
INSERT INTO scene_versions VALUES(12,12,1,'9958c410d77aea969b4f53d170c812eeb18eb521f60e63281be9d2bd5501e85a','{"format":"touchtape.scene/1","meta":{"coordinates":"chosen: the article gives none (iPhone 375x667); a transformed view is given by center and size, as formats.md requires","description":"A snapshot of RedView after an earlier drag: its frame-before-transform is (100,200,100,100) and its transform a translation by (30,40), so it is drawn at screen x [130,230), y [240,340)","source":"seeds/003_596c8bc3e93eb943.txt (iOS UIResponder响应者对象), RedView: touchesBegan/Moved/Ended overridden without super, touchesMoved translating self.transform","touches":"RedView overrides touchesBegan, touchesMoved, touchesEnded and touchesCancelled without calling super: handle"},"name":"red-view-drag","windows":[{"class":"UIWindow","frame":[0,0,375,667],"id":"window","subviews":[{"frame":[0,0,375,667],"id":"rootView","subviews":[{"center":[150,250],"class":"RedView","id":"redView","size":[100,100],"touches":"handle","transform":[1,0,0,1,30,40]}],"viewController":{"class":"ViewController","id":"viewController"}}]}]}',3,'2026-11-24T23:36:50.927Z');
INSERT INTO scene_versions VALUES(13,13,1,'b991e0fd7c52267b2796f0e359105b4a2641453fca75836fbcef7d9f843d321b','{"format":"touchtape.scene/1","meta":{"coordinates":"as tabbar-center-button (chosen: the article gives none): tab bar (0,618,375,49), centerButton (157,-20,60,60) = screen x [157,217), y [598,658); table view scrolled by 100, cell7 at screen y [600,700)","description":"The tab bar scene of tabbar-center-button version 1 (no override on the tab bar), but with the override put on the center button itself instead: its hitTest returns self (\"self\"). The tab bar''s default hitTest still refuses the overhang (pointInside NO), so the button''s hitTest is never called there","source":"seeds/004_d2ae8483fd1706bd.txt, 童鞋的疑问: 直接在中间按钮中事件hitTest直接来响应点击事件,行不行呢? 答:答案当然是不行的","touches":"the cells handle touches (a modelling choice, as in tabbar-center-button)"},"name":"tabbar-center-button-button-override","windows":[{"class":"UIWindow","frame":[0,0,375,667],"id":"window","subviews":[{"class":"UILayoutContainerView","frame":[0,0,375,667],"id":"layoutContainerView","subviews":[{"class":"UITransitionView","frame":[0,0,375,667],"id":"transitionView","subviews":[{"frame":[0,0,375,667],"id":"homeView","subviews":[{"boundsOrigin":[0,100],"class":"UITableView","frame":[0,0,375,667],"id":"tableView","subviews":[{"class":"UITableViewCell","frame":[0,100,375,100],"id":"cell1","touches":"handle"},{"class":"UITableViewCell","frame":[0,200,375,100],"id":"cell2","touches":"handle"},{"class":"UITableViewCell","frame":[0,300,375,100],"id":"cell3","touches":"handle"},{"class":"UITableViewCell","frame":[0,400,375,100],"id":"cell4","touches":"handle"},{"class":"UITableViewCell","frame":[0,500,375,100],"id":"cell5","touches":"handle"},{"class":"UITableViewCell","frame":[0,600,375,100],"id":"cell6","touches":"handle"},{"class":"UITableViewCell","frame":[0,700,375,100],"id":"cell7","touches":"handle"}]}],"viewController":{"class":"HomeViewController","id":"homeViewController"}}]},{"class":"TabBar","frame":[0,618,375,49],"id":"tabBar","subviews":[{"class":"UITabBarButton","control":{"actions":{}},"frame":[0,1,150,48],"id":"tabItemHome"},{"class":"UITabBarButton","control":{"actions":{}},"frame":[225,1,150,48],"id":"tabItemMe"},{"class":"UIButton","control":{"actions":{"touchUpInside":"compose:"}},"frame":[157,-20,60,60],"hitTest":"self","id":"centerButton"}]}],"viewController":{"class":"UITabBarController","id":"tabBarController"}}]}]}',16,'2026-11-24T23:36:50.973Z');
INSERT INTO scene_versions VALUES(14,14,1,'6d528185190c10cb08f51c27ed989647e0a658d1b9ddb3f926eb7e4e0c93003e','{"format":"touchtape.scene/1","meta":{"coordinates":"chosen: the article gives none (iPhone 375x667): tab bar (0,618,375,49), centerButton (157,-20,60,60) = screen x [157,217), y [598,658); the table view is scrolled 100 points (boundsOrigin [0, 100]) and shows cells 1-7 of height 100, cell7 at screen y [600,700) under the button''s overhang","description":"UILayoutContainerView (the tab bar controller''s view) holds UITransitionView (the selected tab''s controller, whose table view sits behind the tab bar) and, above it, TabBar with a 60x60 center button sticking 20 points out of its top","hierarchy":"as the article''s view-debugger picture: TabBar and UITransitionView are siblings under UILayoutContainerView, TabBar above","source":"seeds/004_d2ae8483fd1706bd.txt (iOS-使用hitTest控制点击事件的响应对象), section 4: the tab bar''s raised center button","touches":"the cells handle touches (the article: 最终由Cell响应该事件); a modelling choice, since UIKit''s selection logic is not modelled","version":"1 of 2: before the override (the system''s default hitTest everywhere)"},"name":"tabbar-center-button","windows":[{"class":"UIWindow","frame":[0,0,375,667],"id":"window","subviews":[{"class":"UILayoutContainerView","frame":[0,0,375,667],"id":"layoutContainerView","subviews":[{"class":"UITransitionView","frame":[0,0,375,667],"id":"transitionView","subviews":[{"frame":[0,0,375,667],"id":"homeView","subviews":[{"boundsOrigin":[0,100],"class":"UITableView","frame":[0,0,375,667],"id":"tableView","subviews":[{"class":"UITableViewCell","frame":[0,100,375,100],"id":"cell1","touches":"handle"},{"class":"UITableViewCell","frame":[0,200,375,100],"id":"cell2","touches":"handle"},{"class":"UITableViewCell","frame":[0,300,375,100],"id":"cell3","touches":"handle"},{"class":"UITableViewCell","frame":[0,400,375,100],"id":"cell4","touches":"handle"},{"class":"UITableViewCell","frame":[0,500,375,100],"id":"cell5","touches":"handle"},{"class":"UITableViewCell","frame":[0,600,375,100],"id":"cell6","touches":"handle"},{"class":"UITableViewCell","frame":[0,700,375,100],"id":"cell7","touches":"handle"}]}],"viewController":{"class":"HomeViewController","id":"homeViewController"}}]},{"class":"TabBar","frame":[0,618,375,49],"id":"tabBar","subviews":[{"class":"UITabBarButton","control":{"actions":{}},"frame":[0,1,150,48],"id":"tabItemHome"},{"class":"UITabBarButton","control":{"actions":{}},"frame":[225,1,150,48],"id":"tabItemMe"},{"class":"UIButton","control":{"actions":{"touchUpInside":"compose:"}},"frame":[157,-20,60,60],"id":"centerButton"}]}],"viewController":{"class":"UITabBarController","id":"tabBarController"}}]}]}',16,'2026-11-24T23:36:50.974Z');
INSERT INTO scene_versions VALUES(15,14,2,'30c00b453dc5bbbcdfc35076d550c94dbf48915417dcf93ba9f7d9919c2e163e','{"format":"touchtape.scene/1","meta":{"coordinates":"chosen: the article gives none (iPhone 375x667): tab bar (0,618,375,49), centerButton (157,-20,60,60) = screen x [157,217), y [598,658); the table view is scrolled 100 points (boundsOrigin [0, 100]) and shows cells 1-7 of height 100, cell7 at screen y [600,700) under the button''s overhang","description":"UILayoutContainerView (the tab bar controller''s view) holds UITransitionView (the selected tab''s controller, whose table view sits behind the tab bar) and, above it, TabBar with a 60x60 center button sticking 20 points out of its top","hierarchy":"as the article''s view-debugger picture: TabBar and UITransitionView are siblings under UILayoutContainerView, TabBar above","source":"seeds/004_d2ae8483fd1706bd.txt (iOS-使用hitTest控制点击事件的响应对象), section 4: the tab bar''s raised center button","touches":"the cells handle touches (the article: 最终由Cell响应该事件); a modelling choice, since UIKit''s selection logic is not modelled","version":"2 of 2: after the override (TabBar hitTest returns centerBtn when the point converted to it is inside it)"},"name":"tabbar-center-button","windows":[{"class":"UIWindow","frame":[0,0,375,667],"id":"window","subviews":[{"class":"UILayoutContainerView","frame":[0,0,375,667],"id":"layoutContainerView","subviews":[{"class":"UITransitionView","frame":[0,0,375,667],"id":"transitionView","subviews":[{"frame":[0,0,375,667],"id":"homeView","subviews":[{"boundsOrigin":[0,100],"class":"UITableView","frame":[0,0,375,667],"id":"tableView","subviews":[{"class":"UITableViewCell","frame":[0,100,375,100],"id":"cell1","touches":"handle"},{"class":"UITableViewCell","frame":[0,200,375,100],"id":"cell2","touches":"handle"},{"class":"UITableViewCell","frame":[0,300,375,100],"id":"cell3","touches":"handle"},{"class":"UITableViewCell","frame":[0,400,375,100],"id":"cell4","touches":"handle"},{"class":"UITableViewCell","frame":[0,500,375,100],"id":"cell5","touches":"handle"},{"class":"UITableViewCell","frame":[0,600,375,100],"id":"cell6","touches":"handle"},{"class":"UITableViewCell","frame":[0,700,375,100],"id":"cell7","touches":"handle"}]}],"viewController":{"class":"HomeViewController","id":"homeViewController"}}]},{"class":"TabBar","frame":[0,618,375,49],"hitTest":{"forwardTo":["centerButton"]},"id":"tabBar","subviews":[{"class":"UITabBarButton","control":{"actions":{}},"frame":[0,1,150,48],"id":"tabItemHome"},{"class":"UITabBarButton","control":{"actions":{}},"frame":[225,1,150,48],"id":"tabItemMe"},{"class":"UIButton","control":{"actions":{"touchUpInside":"compose:"}},"frame":[157,-20,60,60],"id":"centerButton"}]}],"viewController":{"class":"UITabBarController","id":"tabBarController"}}]}]}',16,'2026-11-24T23:36:50.974Z');
INSERT INTO scene_versions VALUES(16,15,1,'276c5adf57facc97c82f6be4e76b59a2ec9467b03852d379b6b353150a51344c','{"format":"touchtape.scene/1","meta":{"coordinates":"chosen: the articles give none (iPhone 375x667): backView (0,100,375,500); the six views in two rows at x 20/140/260, y 120/260 (screen)","description":"backView (handles touches) lies behind six 100x100 views: hiddenView (hidden, with a subview), noInteractionView (userInteractionEnabled NO, with a button inside), transparentView (alpha 0.005), alphaEdgeView (alpha exactly 0.01), imageView (a UIImageView, interaction off by default, with a button inside), stImageView (userInteractionEnabled YES, touches handled, hidden maskView on top)","disagreement":"seed 003 lists alpha 0.0~0.01 and seed 004''s sketch writes alpha <= 0.01 as not receiving touches; rule H3 (Apple''s wording, alpha < 0.01) makes alpha exactly 0.01 hittable, and the rules win: alphaEdgeView takes the tap","source":"seeds/003_596c8bc3e93eb943.txt, UIView不接收触摸事件的3种情况 (userInteractionEnabled NO, hidden YES, alpha 0.0~0.01; UIImageView and its subviews by default); seeds/002_ec55e150e08e165d.txt, STImageView with userInteractionEnabled = YES and a hidden maskView"},"name":"untouchable-views","windows":[{"class":"UIWindow","frame":[0,0,375,667],"id":"window","subviews":[{"frame":[0,0,375,667],"id":"rootView","subviews":[{"class":"BackView","frame":[0,100,375,500],"id":"backView","touches":"handle"},{"frame":[20,120,100,100],"hidden":true,"id":"hiddenView","subviews":[{"frame":[10,10,80,80],"id":"hiddenChild","touches":"handle"}],"touches":"handle"},{"frame":[140,120,100,100],"id":"noInteractionView","subviews":[{"class":"UIButton","control":{"actions":{"touchUpInside":"tapped:"}},"frame":[10,10,80,80],"id":"noInteractionButton"}],"touches":"handle","userInteractionEnabled":false},{"alpha":0.005,"frame":[260,120,100,100],"id":"transparentView","touches":"handle"},{"alpha":0.01,"frame":[20,260,100,100],"id":"alphaEdgeView","touches":"handle"},{"class":"UIImageView","frame":[140,260,100,100],"id":"imageView","subviews":[{"class":"UIButton","control":{"actions":{"touchUpInside":"imageButtonTapped:"}},"frame":[10,10,80,80],"id":"imageButton"}]},{"class":"STImageView","frame":[260,260,100,100],"id":"stImageView","subviews":[{"frame":[0,0,100,100],"hidden":true,"id":"maskView"}],"touches":"handle","userInteractionEnabled":true}],"viewController":{"class":"ViewController","id":"viewController"}}]}]}',13,'2026-11-24T23:36:50.975Z');
INSERT INTO scene_versions VALUES(17,1,2,'c1d604d4617d496e3cd83525040a94615ee674431f69579cdc200a6eaa59437c','{"format":"touchtape.scene/1","name":"checkout","windows":[{"frame":[0,0,375,667],"id":"window","subviews":[{"frame":[0,0,375,667],"id":"root","subviews":[{"class":"UIButton","control":{"actions":{"touchUpInside":"buy:"}},"frame":[100,300,175,44],"id":"buyButton"},{"class":"PromoView","frame":[0,280,375,80],"id":"promoBanner"}],"viewController":{"class":"CheckoutViewController","id":"checkoutVC"}}]}]}',4,'2026-11-24T23:36:51.839Z');
CREATE TABLE scene_responders (
    version_id     INTEGER NOT NULL REFERENCES scene_versions(id),
    position       INTEGER NOT NULL,          -- views in document order, then the other responders
    responder      TEXT NOT NULL,             -- the id
    class          TEXT NOT NULL,
    kind           TEXT NOT NULL,             -- view, window, viewController, windowScene, application, appDelegate
    superview      TEXT,                      -- views: the superview's id (null for windows)
    next_responder TEXT,                      -- R1–R4
    depth          INTEGER,                   -- views: a window is 1
    x REAL, y REAL, width REAL, height REAL,  -- views: the frame in the superview (screen for windows)
    transform      TEXT,                      -- views: [a, b, c, d, tx, ty] as JSON, or null
    hidden         INTEGER,
    alpha          REAL,
    user_interaction_enabled INTEGER,
    is_control     INTEGER,
    control_enabled INTEGER,
    point_inside   TEXT,
    hit_test       TEXT,
    PRIMARY KEY (version_id, position)
) WITHOUT ROWID;
INSERT INTO scene_responders VALUES(1,0,'window','UIWindow','window',NULL,'application',1,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(1,1,'root','UIView','view','window','checkoutVC',2,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(1,2,'buyButton','UIButton','view','root','root',3,100.0,300.0,175.0,44.0,NULL,0,1.0,1,1,1,'bounds','default');
INSERT INTO scene_responders VALUES(1,3,'checkoutVC','CheckoutViewController','viewController',NULL,'window',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(1,4,'application','UIApplication','application',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(2,0,'window','UIWindow','window',NULL,'application',1,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(2,1,'rootView','UIView','view','window','viewController',2,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(2,2,'bgView1','UIView','view','rootView','rootView',3,100.0,300.0,100.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(2,3,'button1','CircleButton','view','bgView1','bgView1',4,0.0,0.0,100.0,100.0,NULL,0,1.0,1,1,1,'circle','default');
INSERT INTO scene_responders VALUES(2,4,'viewController','ViewController','viewController',NULL,'window',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(2,5,'application','UIApplication','application',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(3,0,'window','UIWindow','window',NULL,'application',1,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(3,1,'rootView','UIView','view','window','viewController',2,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(3,2,'bgView','UIView','view','rootView','rootView',3,100.0,100.0,100.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(3,3,'feButton','FEButton','view','bgView','bgView',4,20.0,20.0,20.0,20.0,NULL,0,1.0,1,1,1,'{"minimumSize":[44,44]}','default');
INSERT INTO scene_responders VALUES(3,4,'viewController','ViewController','viewController',NULL,'window',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(3,5,'application','UIApplication','application',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(4,0,'window','UIWindow','window',NULL,'application',1,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(4,1,'rootView','UIView','view','window','viewController',2,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(4,2,'bgView','UIView','view','rootView','rootView',3,100.0,100.0,100.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(4,3,'button','FEButton','view','bgView','bgView',4,20.0,20.0,20.0,20.0,NULL,0,1.0,1,1,1,'{"minimumSize":[44,44]}','default');
INSERT INTO scene_responders VALUES(4,4,'bgView1','UIView','view','rootView','rootView',3,100.0,300.0,100.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(4,5,'button1','CircleButton','view','bgView1','bgView1',4,0.0,0.0,100.0,100.0,NULL,0,1.0,1,1,1,'circle','default');
INSERT INTO scene_responders VALUES(4,6,'bgView2','UIView','view','rootView','rootView',3,100.0,500.0,100.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(4,7,'button2','UIButton','view','bgView2','bgView2',4,20.0,20.0,20.0,20.0,NULL,0,1.0,1,1,1,'{"inset":[-20,-20,-20,-20]}','default');
INSERT INTO scene_responders VALUES(4,8,'viewController','ViewController','viewController',NULL,'window',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(4,9,'application','UIApplication','application',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(5,0,'window','UIWindow','window',NULL,'application',1,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(5,1,'rootView','UIView','view','window','viewController',2,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(5,2,'viewA','myView','view','rootView','rootView',3,10.0,10.0,300.0,200.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(5,3,'viewB','myView','view','rootView','rootView',3,10.0,240.0,300.0,200.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(5,4,'viewC','myView','view','viewB','viewB',4,10.0,10.0,120.0,180.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(5,5,'viewD','myView','view','viewB','viewB',4,170.0,10.0,120.0,180.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(5,6,'viewE','myView','view','viewD','viewD',5,30.0,40.0,60.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(5,7,'viewController','ViewController','viewController',NULL,'window',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(5,8,'application','UIApplication','application',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(6,0,'window','UIWindow','window',NULL,'application',1,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(6,1,'rootView','UIView','view','window','viewController',2,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(6,2,'bgView2','UIView','view','rootView','rootView',3,100.0,500.0,100.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(6,3,'button2','UIButton','view','bgView2','bgView2',4,20.0,20.0,20.0,20.0,NULL,0,1.0,1,1,1,'{"inset":[-20,-20,-20,-20]}','default');
INSERT INTO scene_responders VALUES(6,4,'viewController','ViewController','viewController',NULL,'window',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(6,5,'application','UIApplication','application',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(7,0,'window','UIWindow','window',NULL,'application',1,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(7,1,'rootView','UIView','view','window','viewController',2,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(7,2,'viewA','UIView','view','rootView','rootView',3,20.0,100.0,335.0,400.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(7,3,'viewC','UIView','view','viewA','viewA',4,20.0,140.0,295.0,240.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(7,4,'viewE','UIView','view','viewC','viewC',5,20.0,120.0,255.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(7,5,'viewD','UIView','view','viewC','viewC',5,20.0,20.0,255.0,110.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(7,6,'viewB','UIView','view','viewA','viewA',4,20.0,20.0,295.0,140.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(7,7,'viewController','ViewController','viewController',NULL,'window',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(7,8,'application','UIApplication','application',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(8,0,'window','UIWindow','window',NULL,'application',1,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(8,1,'rootView','UIView','view','window','viewController',2,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(8,2,'containerView','SelfHitView','view','rootView','rootView',3,20.0,100.0,335.0,150.0,NULL,0,1.0,1,0,1,'bounds','self');
INSERT INTO scene_responders VALUES(8,3,'childButton','UIButton','view','containerView','containerView',4,20.0,20.0,120.0,60.0,NULL,0,1.0,1,1,1,'bounds','default');
INSERT INTO scene_responders VALUES(8,4,'backdrop','UIView','view','rootView','rootView',3,0.0,300.0,375.0,300.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(8,5,'noTouchView','NoTouchView','view','rootView','rootView',3,50.0,350.0,275.0,200.0,NULL,0,1.0,1,0,1,'never','default');
INSERT INTO scene_responders VALUES(8,6,'noTouchChild','UIView','view','noTouchView','noTouchView',4,20.0,20.0,100.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(8,7,'viewController','ViewController','viewController',NULL,'window',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(8,8,'application','UIApplication','application',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(9,0,'window','UIWindow','window',NULL,'application',1,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(9,1,'rootView','UIView','view','window','viewController',2,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(9,2,'btn','UIButton','view','rootView','rootView',3,80.0,300.0,200.0,60.0,NULL,0,1.0,1,1,1,'bounds','default');
INSERT INTO scene_responders VALUES(9,3,'oriView','OriView','view','rootView','rootView',3,180.0,250.0,150.0,150.0,NULL,0,1.0,1,0,1,'bounds','{"passThrough":["btn"]}');
INSERT INTO scene_responders VALUES(9,4,'viewController','ViewController','viewController',NULL,'window',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(9,5,'application','UIApplication','application',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(10,0,'window','UIWindow','window',NULL,'application',1,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(10,1,'rootView','UIView','view','window','viewController',2,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(10,2,'popButton','popButton','view','rootView','rootView',3,88.0,450.0,200.0,44.0,NULL,0,1.0,1,1,1,'bounds','{"forwardTo":["bubble"]}');
INSERT INTO scene_responders VALUES(10,3,'bubble','UIButton','view','popButton','popButton',4,0.0,-202.0,200.0,202.0,NULL,0,1.0,1,1,1,'bounds','default');
INSERT INTO scene_responders VALUES(10,4,'viewController','ViewController','viewController',NULL,'window',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(10,5,'application','UIApplication','application',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(11,0,'window','STPWindow','window',NULL,'application',1,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(11,1,'navRoot','UIView','view','window','navigationController',2,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(11,2,'navTransitionView','UIView','view','navRoot','navRoot',3,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(11,3,'wrapperRoot','UIView','view','navTransitionView','wrapperViewController',4,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(11,4,'wrapperContainerView','UIView','view','wrapperRoot','wrapperRoot',5,0.0,64.0,375.0,603.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(11,5,'feedRoot','UIView','view','wrapperContainerView','feedViewController',6,0.0,0.0,375.0,603.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(11,6,'stpView','STPView','view','feedRoot','feedRoot',7,0.0,0.0,375.0,200.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(11,7,'button','UIButton','view','stpView','stpView',8,20.0,20.0,100.0,44.0,NULL,0,1.0,1,1,1,'bounds','default');
INSERT INTO scene_responders VALUES(11,8,'navigationController','STNavigationController','viewController',NULL,'window',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(11,9,'wrapperViewController','_STWrapperViewController','viewController',NULL,'navTransitionView',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(11,10,'feedViewController','STPFeedViewController','viewController',NULL,'wrapperContainerView',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(11,11,'application','UIApplication','application',NULL,'appDelegate',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(11,12,'appDelegate','STPAppDelegate','appDelegate',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(12,0,'window','UIWindow','window',NULL,'application',1,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(12,1,'rootView','UIView','view','window','viewController',2,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(12,2,'redView','RedView','view','rootView','rootView',3,100.0,200.0,100.0,100.0,'[1,0,0,1,30,40]',0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(12,3,'viewController','ViewController','viewController',NULL,'window',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(12,4,'application','UIApplication','application',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(13,0,'window','UIWindow','window',NULL,'application',1,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(13,1,'layoutContainerView','UILayoutContainerView','view','window','tabBarController',2,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(13,2,'transitionView','UITransitionView','view','layoutContainerView','layoutContainerView',3,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(13,3,'homeView','UIView','view','transitionView','homeViewController',4,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(13,4,'tableView','UITableView','view','homeView','homeView',5,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(13,5,'cell1','UITableViewCell','view','tableView','tableView',6,0.0,100.0,375.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(13,6,'cell2','UITableViewCell','view','tableView','tableView',6,0.0,200.0,375.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(13,7,'cell3','UITableViewCell','view','tableView','tableView',6,0.0,300.0,375.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(13,8,'cell4','UITableViewCell','view','tableView','tableView',6,0.0,400.0,375.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(13,9,'cell5','UITableViewCell','view','tableView','tableView',6,0.0,500.0,375.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(13,10,'cell6','UITableViewCell','view','tableView','tableView',6,0.0,600.0,375.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(13,11,'cell7','UITableViewCell','view','tableView','tableView',6,0.0,700.0,375.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(13,12,'tabBar','TabBar','view','layoutContainerView','layoutContainerView',3,0.0,618.0,375.0,49.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(13,13,'tabItemHome','UITabBarButton','view','tabBar','tabBar',4,0.0,1.0,150.0,48.0,NULL,0,1.0,1,1,1,'bounds','default');
INSERT INTO scene_responders VALUES(13,14,'tabItemMe','UITabBarButton','view','tabBar','tabBar',4,225.0,1.0,150.0,48.0,NULL,0,1.0,1,1,1,'bounds','default');
INSERT INTO scene_responders VALUES(13,15,'centerButton','UIButton','view','tabBar','tabBar',4,157.0,-20.0,60.0,60.0,NULL,0,1.0,1,1,1,'bounds','self');
INSERT INTO scene_responders VALUES(13,16,'tabBarController','UITabBarController','viewController',NULL,'window',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(13,17,'homeViewController','HomeViewController','viewController',NULL,'transitionView',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(13,18,'application','UIApplication','application',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(14,0,'window','UIWindow','window',NULL,'application',1,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(14,1,'layoutContainerView','UILayoutContainerView','view','window','tabBarController',2,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(14,2,'transitionView','UITransitionView','view','layoutContainerView','layoutContainerView',3,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(14,3,'homeView','UIView','view','transitionView','homeViewController',4,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(14,4,'tableView','UITableView','view','homeView','homeView',5,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(14,5,'cell1','UITableViewCell','view','tableView','tableView',6,0.0,100.0,375.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(14,6,'cell2','UITableViewCell','view','tableView','tableView',6,0.0,200.0,375.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(14,7,'cell3','UITableViewCell','view','tableView','tableView',6,0.0,300.0,375.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(14,8,'cell4','UITableViewCell','view','tableView','tableView',6,0.0,400.0,375.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(14,9,'cell5','UITableViewCell','view','tableView','tableView',6,0.0,500.0,375.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(14,10,'cell6','UITableViewCell','view','tableView','tableView',6,0.0,600.0,375.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(14,11,'cell7','UITableViewCell','view','tableView','tableView',6,0.0,700.0,375.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(14,12,'tabBar','TabBar','view','layoutContainerView','layoutContainerView',3,0.0,618.0,375.0,49.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(14,13,'tabItemHome','UITabBarButton','view','tabBar','tabBar',4,0.0,1.0,150.0,48.0,NULL,0,1.0,1,1,1,'bounds','default');
INSERT INTO scene_responders VALUES(14,14,'tabItemMe','UITabBarButton','view','tabBar','tabBar',4,225.0,1.0,150.0,48.0,NULL,0,1.0,1,1,1,'bounds','default');
INSERT INTO scene_responders VALUES(14,15,'centerButton','UIButton','view','tabBar','tabBar',4,157.0,-20.0,60.0,60.0,NULL,0,1.0,1,1,1,'bounds','default');
INSERT INTO scene_responders VALUES(14,16,'tabBarController','UITabBarController','viewController',NULL,'window',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(14,17,'homeViewController','HomeViewController','viewController',NULL,'transitionView',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(14,18,'application','UIApplication','application',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(15,0,'window','UIWindow','window',NULL,'application',1,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(15,1,'layoutContainerView','UILayoutContainerView','view','window','tabBarController',2,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(15,2,'transitionView','UITransitionView','view','layoutContainerView','layoutContainerView',3,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(15,3,'homeView','UIView','view','transitionView','homeViewController',4,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(15,4,'tableView','UITableView','view','homeView','homeView',5,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(15,5,'cell1','UITableViewCell','view','tableView','tableView',6,0.0,100.0,375.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(15,6,'cell2','UITableViewCell','view','tableView','tableView',6,0.0,200.0,375.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(15,7,'cell3','UITableViewCell','view','tableView','tableView',6,0.0,300.0,375.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(15,8,'cell4','UITableViewCell','view','tableView','tableView',6,0.0,400.0,375.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(15,9,'cell5','UITableViewCell','view','tableView','tableView',6,0.0,500.0,375.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(15,10,'cell6','UITableViewCell','view','tableView','tableView',6,0.0,600.0,375.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(15,11,'cell7','UITableViewCell','view','tableView','tableView',6,0.0,700.0,375.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(15,12,'tabBar','TabBar','view','layoutContainerView','layoutContainerView',3,0.0,618.0,375.0,49.0,NULL,0,1.0,1,0,1,'bounds','{"forwardTo":["centerButton"]}');
INSERT INTO scene_responders VALUES(15,13,'tabItemHome','UITabBarButton','view','tabBar','tabBar',4,0.0,1.0,150.0,48.0,NULL,0,1.0,1,1,1,'bounds','default');
INSERT INTO scene_responders VALUES(15,14,'tabItemMe','UITabBarButton','view','tabBar','tabBar',4,225.0,1.0,150.0,48.0,NULL,0,1.0,1,1,1,'bounds','default');
INSERT INTO scene_responders VALUES(15,15,'centerButton','UIButton','view','tabBar','tabBar',4,157.0,-20.0,60.0,60.0,NULL,0,1.0,1,1,1,'bounds','default');
INSERT INTO scene_responders VALUES(15,16,'tabBarController','UITabBarController','viewController',NULL,'window',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(15,17,'homeViewController','HomeViewController','viewController',NULL,'transitionView',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(15,18,'application','UIApplication','application',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(16,0,'window','UIWindow','window',NULL,'application',1,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(16,1,'rootView','UIView','view','window','viewController',2,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(16,2,'backView','BackView','view','rootView','rootView',3,0.0,100.0,375.0,500.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(16,3,'hiddenView','UIView','view','rootView','rootView',3,20.0,120.0,100.0,100.0,NULL,1,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(16,4,'hiddenChild','UIView','view','hiddenView','hiddenView',4,10.0,10.0,80.0,80.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(16,5,'noInteractionView','UIView','view','rootView','rootView',3,140.0,120.0,100.0,100.0,NULL,0,1.0,0,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(16,6,'noInteractionButton','UIButton','view','noInteractionView','noInteractionView',4,10.0,10.0,80.0,80.0,NULL,0,1.0,1,1,1,'bounds','default');
INSERT INTO scene_responders VALUES(16,7,'transparentView','UIView','view','rootView','rootView',3,260.0,120.0,100.0,100.0,NULL,0,0.005000000000000000104,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(16,8,'alphaEdgeView','UIView','view','rootView','rootView',3,20.0,260.0,100.0,100.0,NULL,0,0.010000000000000000208,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(16,9,'imageView','UIImageView','view','rootView','rootView',3,140.0,260.0,100.0,100.0,NULL,0,1.0,0,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(16,10,'imageButton','UIButton','view','imageView','imageView',4,10.0,10.0,80.0,80.0,NULL,0,1.0,1,1,1,'bounds','default');
INSERT INTO scene_responders VALUES(16,11,'stImageView','STImageView','view','rootView','rootView',3,260.0,260.0,100.0,100.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(16,12,'maskView','UIView','view','stImageView','stImageView',4,0.0,0.0,100.0,100.0,NULL,1,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(16,13,'viewController','ViewController','viewController',NULL,'window',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(16,14,'application','UIApplication','application',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(17,0,'window','UIWindow','window',NULL,'application',1,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(17,1,'root','UIView','view','window','checkoutVC',2,0.0,0.0,375.0,667.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(17,2,'buyButton','UIButton','view','root','root',3,100.0,300.0,175.0,44.0,NULL,0,1.0,1,1,1,'bounds','default');
INSERT INTO scene_responders VALUES(17,3,'promoBanner','PromoView','view','root','root',3,0.0,280.0,375.0,80.0,NULL,0,1.0,1,0,1,'bounds','default');
INSERT INTO scene_responders VALUES(17,4,'checkoutVC','CheckoutViewController','viewController',NULL,'window',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO scene_responders VALUES(17,5,'application','UIApplication','application',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
CREATE TABLE sessions (
    id               INTEGER PRIMARY KEY,
    name             TEXT NOT NULL UNIQUE,
    scene_id         INTEGER NOT NULL REFERENCES scenes(id),
    scene_version_id INTEGER NOT NULL REFERENCES scene_versions(id),  -- recorded against
    content_hash     TEXT NOT NULL,
    header           TEXT NOT NULL,           -- canonical JSON of the header (no events)
    events           INTEGER NOT NULL,
    touches          INTEGER NOT NULL,        -- fingers: began entries
    imported_at      TEXT NOT NULL,
    baseline_run_id  INTEGER REFERENCES runs(id)
);
INSERT INTO sessions VALUES(1,'checkout-flow',1,1,'18627a3eb0069d5bc5880aaef134824945a25eaad3e6c41da0b556fb0c5f4a49','{"format":"touchtape.session/1","name":"checkout-flow","scene":"checkout"}',5,3,'2026-11-24T23:36:50.985Z',2);
INSERT INTO sessions VALUES(2,'circle-button-tap-corner',2,2,'0ab85f787485319ad9f6670427b0bc7ad8287f882daaa60cfc026cdd49601f84','{"format":"touchtape.session/1","meta":{"description":"A tap in the square''s top-left corner (105,305: button1''s (5,5), 63.6 from the center) is outside the circle and lands on bgView1 (unhandled). A tap at (200,350) is on the circle''s rim (button1''s (100,50)) but outside bgView1''s half-open bounds, so bgView1 says no and its subview is never asked: the controller''s view gets it","source":"seeds/000_ea0cea4e86c75852.txt, CircleButton (旁邊的空白不希望響應)"},"name":"circle-button-tap-corner","scene":"circle-button"}',4,2,'2026-11-24T23:36:50.987Z',2);
INSERT INTO sessions VALUES(3,'circle-button-tap-inside',2,2,'c19cd01ca5bd54cea48b4028b9aad689aca720286c0debe949a47fc043e5cd39','{"format":"touchtape.session/1","meta":{"description":"A tap at the circle''s center (150,350) and one on its rim at the top (150,300: distance exactly 50 = radius, included) both reach button1, which fires buttonAction1: on touch-up inside","source":"seeds/000_ea0cea4e86c75852.txt, CircleButton (只想點擊圓角內的區域響應事件)"},"name":"circle-button-tap-inside","scene":"circle-button"}',4,2,'2026-11-24T23:36:51.030Z',2);
INSERT INTO sessions VALUES(4,'fe-button-tap-enlarged-area',3,3,'9fc41959ab8c1d1bdd7bfb95ba6a05cbb9b9e1f4597c989cba61c2ad661f8920','{"format":"touchtape.session/1","meta":{"description":"Taps outside the drawn 20x20 button but inside its 44x44 hit area hit the button: (145,130) is the button''s (25,10); (108,108) is its (-12,-12), the grown area''s top-left corner (half-open rectangle: included)","source":"seeds/000_ea0cea4e86c75852.txt, FEButton (若原熱區小於44x44,則放大熱區)"},"name":"fe-button-tap-enlarged-area","scene":"fe-button-44"}',4,2,'2026-11-24T23:36:51.035Z',2);
INSERT INTO sessions VALUES(5,'fe-button-tap-outside-44',3,3,'0852cb643ac5c1899f6fba1620848f02589f716013dc1851c123b42e938bb80c','{"format":"touchtape.session/1","meta":{"description":"Taps outside the 44x44 hit area land on bgView, which does not handle touches (the message runs to the application and is discarded): (160,130) is the button''s (40,10); (152,130) is its (32,10), exactly on the grown area''s right edge, which a half-open rectangle excludes","source":"seeds/000_ea0cea4e86c75852.txt, FEButton"},"name":"fe-button-tap-outside-44","scene":"fe-button-44"}',4,2,'2026-11-24T23:36:51.037Z',2);
INSERT INTO sessions VALUES(6,'hit-area-test-scenes-taps',4,4,'1016fd044f8b701aa60de2cc5881855be16d7066b17533cfcd91d4834b59d58e','{"format":"touchtape.session/1","meta":{"description":"One tap in each enlarged or shaped hit area and one just outside each: (140,145) FEButton''s (20,25) -> button; (195,195) -> bgView; (130,380) CircleButton''s (30,80), 36.1 from its center -> button1 (buttonAction1:); (190,390) its (90,90), outside the circle -> bgView1; (158,502) button2''s (38,-18) -> button2 (buttonAction2:); (185,585) -> bgView2","source":"seeds/000_ea0cea4e86c75852.txt, UI測試代碼"},"name":"hit-area-test-scenes-taps","scene":"hit-area-test-scenes"}',12,6,'2026-11-24T23:36:51.038Z',2);
INSERT INTO sessions VALUES(7,'tap-a-to-e-other-views',5,5,'89bc846309639336a8846cd617a2d554d076f5181024bd6bba613c34e27cc30d','{"format":"touchtape.session/1","meta":{"description":"Taps on viewD outside viewE, on viewC, on viewB between C and D, on viewA, and in the gap between A and B (the controller''s own view, which nobody handles)","source":"seeds/001_ad3c20ec53de894b.txt, the same scene; points chosen (the article logs only the tap on viewE)"},"name":"tap-a-to-e-other-views","scene":"hit-test-a-to-e"}',10,5,'2026-11-24T23:36:51.044Z',2);
INSERT INTO sessions VALUES(8,'tap-view-e',5,5,'dabb81bb2c35ec3b328c0a29be7de1ba27ad27c2b4ef1b5b28920cc648c1d668','{"format":"touchtape.session/1","meta":{"description":"A tap in the middle of viewE (screen 240,340 = E''s (30,50)): hit-testing visits viewB, viewD, viewE (never viewA or viewC) and returns viewE; touchesBegan and touchesEnded go to viewE, which handles them","expectedTrace":"hitTest window, pointInside window YES, hitTest rootView, pointInside rootView YES, hitTest viewB, pointInside viewB YES, hitTest viewD, pointInside viewD YES, hitTest viewE, pointInside viewE YES; each returns viewE (the article''s log from hitTest viewB Entry! on; viewA and viewC are never asked)","source":"seeds/001_ad3c20ec53de894b.txt, the log after 当我点击viewE的时候"},"name":"tap-view-e","scene":"hit-test-a-to-e"}',2,1,'2026-11-24T23:36:51.045Z',2);
INSERT INTO sessions VALUES(9,'edge-insets-tap-enlarged',6,6,'99d6c1e3014f00983bdae830ffa78364b84a00c5692e78928ada005359f44f8b','{"format":"touchtape.session/1","meta":{"description":"Taps inside the enlarged area but outside the drawn 20x20 button reach button2, which fires buttonAction2: on touch-up inside: (105,505) is button2''s (-15,-15), (159,559) its (39,39)","source":"seeds/000_ea0cea4e86c75852.txt, hitTestEdgeInsets = UIEdgeInsetsMake(-20, -20, -20, -20) (Runtime擴大點擊)"},"name":"edge-insets-tap-enlarged","scene":"hit-test-edge-insets"}',4,2,'2026-11-24T23:36:51.047Z',2);
INSERT INTO sessions VALUES(10,'edge-insets-tap-outside',6,6,'3b4c389751e458e029b4735ae3c19575564577b514514b3ea5eccc336932755a','{"format":"touchtape.session/1","meta":{"description":"(165,530) is button2''s (45,10), outside the enlarged area: bgView2 gets it (unhandled). (160,560) is button2''s (40,40), just outside the half-open enlarged area: bgView2. (99,530) is one point left of bgView2, whose left edge the enlarged area shares: bgView2''s pointInside says no, the button is never asked, and the controller''s view gets it","source":"seeds/000_ea0cea4e86c75852.txt, hitTestEdgeInsets"},"name":"edge-insets-tap-outside","scene":"hit-test-edge-insets"}',6,3,'2026-11-24T23:36:51.050Z',2);
INSERT INTO sessions VALUES(11,'tap-order-view-e',7,7,'dbb7a88359510d1ef67af056495b495a33dbe9d794cfca52d34553809e2e4936','{"format":"touchtape.session/1","meta":{"description":"Tap 1 in ViewE (187,410): A YES, B NO, C YES, D NO, E YES -> ViewE, then E -> C -> A -> ... unhandled. Tap 2 (187,250) where B overlaps C: B is on top and wins. Tap 3 (187,365) where D overlaps E: D wins","expectedTrace":"tap 1: hitTest window, pointInside window YES, hitTest rootView, pointInside rootView YES, hitTest viewA, pointInside viewA YES, hitTest viewB, pointInside viewB NO, hitTest viewC, pointInside viewC YES, hitTest viewD, pointInside viewD NO, hitTest viewE, pointInside viewE YES","source":"seeds/004_d2ae8483fd1706bd.txt, 当点击ViewE时 (section 2) and the passing order of section 3"},"name":"tap-order-view-e","scene":"hit-test-order-a-to-e"}',6,3,'2026-11-24T23:36:51.074Z',2);
INSERT INTO sessions VALUES(12,'hit-test-return-self-taps',8,8,'57ee4c9af4048c1e7fb252c2a794509d32705f30bd17fc121e0420a3e04f4864','{"format":"touchtape.session/1","meta":{"description":"Tap 1 (100,150) on childButton (its (60,30)): containerView''s hitTest returns self, the button is never asked and sends nothing. Tap 2 (100,400) on noTouchChild: noTouchView''s pointInside says no, so backdrop takes it. Tap 3 (187,50), above every subview: noTouchView and backdrop say no, and containerView returns self whatever the point","source":"seeds/003_596c8bc3e93eb943.txt, hitTest方法 / pointInside"},"name":"hit-test-return-self-taps","scene":"hit-test-return-self"}',6,3,'2026-11-24T23:36:51.089Z',2);
INSERT INTO sessions VALUES(13,'overlay-tap-button-area',9,9,'89b7ec073db255b8c85d51a45f1ffb49d84da8ecc3939ba5a8f9b136c661c18c','{"format":"touchtape.session/1","meta":{"description":"(220,330) is covered by oriView but is btn''s (140,30): oriView''s hitTest returns nil (rule) and the controller''s view goes on to btn, which fires btnClick:. (100,330), on the uncovered part of btn, also reaches btn","source":"seeds/003_596c8bc3e93eb943.txt, 练习1 (当点击橙色视图和button重合的地方时...返回nil,就给上一级处理)"},"name":"overlay-tap-button-area","scene":"pass-through-overlay"}',4,2,'2026-11-24T23:36:51.090Z',2);
INSERT INTO sessions VALUES(14,'overlay-tap-overlay',9,9,'87de0af544a518a05791dcbcc63388c59e89ebf91eca1543d9902f48adf31b9d','{"format":"touchtape.session/1","meta":{"description":"(300,380) is on oriView away from the button (btn''s (220,80), outside): the default hitTest returns oriView; OriView does not override the touches methods, so the message runs up the chain unhandled","source":"seeds/003_596c8bc3e93eb943.txt, 练习1 (else return [super hitTest:point withEvent:event])"},"name":"overlay-tap-overlay","scene":"pass-through-overlay"}',2,1,'2026-11-24T23:36:51.128Z',2);
INSERT INTO sessions VALUES(15,'pop-bubble-tap-bubble',10,10,'f3add2d282b941c3a40c14754474fde4932d6b5d662e0d6b584247e15f219294','{"format":"touchtape.session/1","meta":{"description":"(188,349) is on the bubble, wholly outside popButton''s bounds (popButton''s (100,-101), the bubble''s (100,101)): popButton''s forwardTo rule returns the bubble, which takes the touch; popButton''s alertChatView: does not fire","source":"seeds/003_596c8bc3e93eb943.txt, 练习2 (判断点击是否在对话框视图上，在就让他响应)"},"name":"pop-bubble-tap-bubble","scene":"pop-bubble-button"}',2,1,'2026-11-24T23:36:51.130Z',2);
INSERT INTO sessions VALUES(16,'pop-bubble-tap-button',10,10,'08904c1e10057354af2cae9c94bf11411319845a7121e01a6df9994e511cd569','{"format":"touchtape.session/1","meta":{"description":"(188,472) is popButton''s (100,22), not on the bubble (its (100,224)): the default hitTest returns popButton, which fires alertChatView: on touch-up inside","source":"seeds/003_596c8bc3e93eb943.txt, 练习2 (else return [super hitTest:point withEvent:event])"},"name":"pop-bubble-tap-button","scene":"pop-bubble-button"}',2,1,'2026-11-24T23:36:51.193Z',2);
INSERT INTO sessions VALUES(17,'printed-chain-first-responder',11,11,'23879995bdb2c42ec4c89b623431d7b492e5b3b9857fd9e454a0670093be0155','{"format":"touchtape.session/1","meta":{"description":"NDJSON session. A shake with no first responder is dropped; becomeFirstResponder fails on the button (canBecomeFirstResponder NO) and succeeds on stpView; then a shake walks stpView -> feedRoot -> STPFeedViewController, which handles it; copy: is performed by stpView; paste: is performed by nobody (runs to the delegate); togglePlayPause is handled by STPAppDelegate; a tap on the button still starts at the button; after resignFirstResponder copy: is dropped","format":"NDJSON: this header line, then one event per line","source":"seeds/002_ec55e150e08e165d.txt, 这里有一些补充 (non-touch events need canBecomeFirstResponder YES and becomeFirstResponder; touch events go to the hitTest view, not the first responder)"},"name":"printed-chain-first-responder","scene":"printed-responder-chain"}',11,1,'2026-11-24T23:36:51.232Z',2);
INSERT INTO sessions VALUES(18,'printed-chain-ignoring-interaction',11,11,'8ec9fd6c867aee80689eb90676da48e45c9c05006eebb5dfe6c11ff66e45a2f8','{"format":"touchtape.session/1","meta":{"description":"Touch 1 begins on the button, then the app begins ignoring interaction events: touch 1 is still delivered to its end; touch 2, begun on stpView (200,150) while ignoring, is hit-tested but dropped (ignoringInteractionEvents) in both phases; after endIgnoringInteractionEvents touch 3 on the button is delivered again","source":"seeds/002_ec55e150e08e165d.txt, 不管你的application当前设置是否忽略交互事件(application.beginIgnoringInteractionEvents),hitTest总会调用的,当然如果忽略了交互事件,之后的事件分发都不会调用了,事件会直接被废弃掉"},"name":"printed-chain-ignoring-interaction","scene":"printed-responder-chain"}',8,3,'2026-11-24T23:36:51.235Z',2);
INSERT INTO sessions VALUES(19,'printed-chain-tap-button',11,11,'71f262eb7e58622aeb3eebe23573bbaeaec4bf94c1944210ca7b09c4819d5ede','{"format":"touchtape.session/1","meta":{"description":"A tap on the button (70,106), the button''s (50,22): the touch is bound to the button and, since it forwards, each phase walks all 13 responders of the printed chain and falls off the end (handledBy null); the button has no actions, so no control events are listed","source":"seeds/002_ec55e150e08e165d.txt, the printed chain (UIButton ... STPAppDelegate)"},"name":"printed-chain-tap-button","scene":"printed-responder-chain"}',2,1,'2026-11-24T23:36:51.298Z',2);
INSERT INTO sessions VALUES(20,'red-view-drag-and-tap',12,12,'8a7455da2b441ac16ef292c4c97a19e238c162fa509e1ce5ae4d90a67a8af7aa','{"format":"touchtape.session/1","meta":{"description":"Touch 1 begins at (180,290), the translated RedView''s (50,50), and drags to (250,360) and (260,370), off the view''s snapshot position: began, moved and ended all go to redView (T1: the touch stays bound to it), which handles them. Touch 2 at (110,210) is inside the untransformed frame but outside the translated view (its (-20,-30)): the controller''s view gets it, unhandled","source":"seeds/003_596c8bc3e93eb943.txt, RedView (开始触摸 / 移动中 / 停止触摸)"},"name":"red-view-drag-and-tap","scene":"red-view-drag"}',6,2,'2026-11-24T23:36:51.353Z',2);
INSERT INTO sessions VALUES(21,'tabbar-button-override-taps',13,13,'2fef0883e2cba74961da864b695f9ae45fa368f2aea058b365b0c5ca090ccbf6','{"format":"touchtape.session/1","meta":{"description":"Tap 1 (187,605) on the overhang: the tab bar''s pointInside says no (its (187,-13)), its subviews are never asked, so the button''s own override never runs and cell7 handles the tap, as the article answers. Tap 2 (187,640) inside the tab bar: centerButton. Tap 3 (100,640) on the Home tab item (the button''s (-57,42), within the 70-point tracking margin, so the touch-up counts as inside): the tab bar asks its last subview first, centerButton, whose hitTest returns self for every point, so it takes this touch too (a consequence of the rules, not stated by the article)","source":"seeds/004_d2ae8483fd1706bd.txt, 童鞋的疑问"},"name":"tabbar-button-override-taps","scene":"tabbar-center-button-button-override"}',6,3,'2026-11-24T23:36:51.428Z',2);
INSERT INTO sessions VALUES(22,'tabbar-center-button-taps',14,15,'ec3b3ce8f996836fdb23be4798c784ad1d1fa70b4581391aa1329bf6777f4002','{"format":"touchtape.session/1","meta":{"description":"Checked against the current (newest) version, the one with the override. Tap 1 (187,605) on the overhang, the button''s (30,7): with the override, centerButton (compose:); before it (version 1) the tab bar''s pointInside says no (its (187,-13)), its subviews are never asked and cell7 (its (187,5)) handles the tap, as the article says. Tap 2 (187,640), the button''s (30,42) inside the tab bar: centerButton in both versions","expectedBefore":"tap 1 against version 1: view cell7, handledBy cell7, chain [cell7], no control events; tap 2: unchanged","source":"seeds/004_d2ae8483fd1706bd.txt, section 4 and 童鞋的疑问"},"name":"tabbar-center-button-taps","scene":"tabbar-center-button"}',4,2,'2026-11-24T23:36:51.431Z',2);
INSERT INTO sessions VALUES(23,'untouchable-views-taps',15,16,'8a84201fe3a2a520843c51d1c7bbb99a97f27cca8fae37602e8a03b4f1fb12d4','{"format":"touchtape.session/1","meta":{"description":"One tap in the middle of each of the six front views: the hidden, non-interactive, transparent (alpha 0.005) views and the UIImageView let the tap fall through to backView; alphaEdgeView (alpha 0.01) and stImageView take their taps","source":"seeds/003_596c8bc3e93eb943.txt, UIView不接收触摸事件的3种情况; seeds/002_ec55e150e08e165d.txt, STImageView","taps":{"touch 1 (70,170)":"backView: hiddenView is hidden (and so is its subview hiddenChild): nothing in it is asked","touch 2 (190,170)":"backView: noInteractionView has userInteractionEnabled NO: neither it nor the button inside it is hit (父控件如果不接收触摸事件，其子控件的触摸事件也会失效)","touch 3 (310,170)":"backView: transparentView has alpha 0.005 < 0.01","touch 4 (70,310)":"alphaEdgeView: alphaEdgeView has alpha exactly 0.01: hittable by H3 (alpha < 0.01 is the test), although seed 003 says 0.0~0.01 and seed 004 writes <= 0.01","touch 5 (190,310)":"backView: imageView is a UIImageView: userInteractionEnabled defaults to NO, so its button is never reached","touch 6 (310,310)":"stImageView: stImageView has userInteractionEnabled YES; its maskView is hidden, so the image view itself takes the touch and handles it (seed 002)"}},"name":"untouchable-views-taps","scene":"untouchable-views"}',12,6,'2026-11-24T23:36:51.501Z',2);
CREATE TABLE session_events (
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    seq        INTEGER NOT NULL,              -- from 0
    t          REAL NOT NULL,
    kind       TEXT NOT NULL,                 -- touches, motion, remoteControl, press, action, becomeFirstResponder, …
    event      TEXT NOT NULL,                 -- the event's canonical JSON
    PRIMARY KEY (session_id, seq)
) WITHOUT ROWID;
INSERT INTO session_events VALUES(1,0,0.0,'touches','{"t":0,"touches":[{"phase":"began","touch":1,"x":150,"y":320}]}');
INSERT INTO session_events VALUES(1,1,0.10000000000000000555,'touches','{"t":0.1,"touches":[{"phase":"ended","touch":1,"x":150,"y":320}]}');
INSERT INTO session_events VALUES(1,2,1.0,'touches','{"t":1,"touches":[{"phase":"began","touch":2,"x":10,"y":10}]}');
INSERT INTO session_events VALUES(1,3,1.0500000000000000444,'touches','{"t":1.05,"touches":[{"phase":"moved","touch":2,"x":12,"y":11.5},{"phase":"began","tapCount":2,"touch":3,"x":160,"y":310}]}');
INSERT INTO session_events VALUES(1,4,1.1000000000000000888,'touches','{"t":1.1,"touches":[{"phase":"ended","touch":2,"x":10,"y":10},{"phase":"ended","touch":3,"x":160,"y":310}]}');
INSERT INTO session_events VALUES(2,0,0.0,'touches','{"expect":[{"chain":["bgView1","rootView","viewController","window","application"],"controlEvents":[],"dropped":null,"handledBy":null,"touch":1,"view":"bgView1"}],"t":0,"touches":[{"phase":"began","touch":1,"x":105,"y":305}]}');
INSERT INTO session_events VALUES(2,1,0.10000000000000000555,'touches','{"expect":[{"controlEvents":[],"handledBy":null,"touch":1,"view":"bgView1"}],"t":0.1,"touches":[{"phase":"ended","touch":1,"x":105,"y":305}]}');
INSERT INTO session_events VALUES(2,2,1.0,'touches','{"expect":[{"chain":["rootView","viewController","window","application"],"controlEvents":[],"handledBy":null,"touch":2,"view":"rootView"}],"t":1,"touches":[{"phase":"began","touch":2,"x":200,"y":350}]}');
INSERT INTO session_events VALUES(2,3,1.1000000000000000888,'touches','{"expect":[{"controlEvents":[],"handledBy":null,"touch":2,"view":"rootView"}],"t":1.1,"touches":[{"phase":"ended","touch":2,"x":200,"y":350}]}');
INSERT INTO session_events VALUES(3,0,0.0,'touches','{"expect":[{"chain":["button1"],"controlEvents":[],"dropped":null,"handledBy":"button1","touch":1,"view":"button1"}],"t":0,"touches":[{"phase":"began","touch":1,"x":150,"y":350}]}');
INSERT INTO session_events VALUES(3,1,0.10000000000000000555,'touches','{"expect":[{"chain":["button1"],"controlEvents":[{"action":"buttonAction1:","event":"touchUpInside","view":"button1"}],"handledBy":"button1","touch":1,"view":"button1"}],"t":0.1,"touches":[{"phase":"ended","touch":1,"x":150,"y":350}]}');
INSERT INTO session_events VALUES(3,2,1.0,'touches','{"expect":[{"controlEvents":[],"handledBy":"button1","touch":2,"view":"button1"}],"t":1,"touches":[{"phase":"began","touch":2,"x":150,"y":300}]}');
INSERT INTO session_events VALUES(3,3,1.1000000000000000888,'touches','{"expect":[{"controlEvents":[{"action":"buttonAction1:","event":"touchUpInside","view":"button1"}],"handledBy":"button1","touch":2,"view":"button1"}],"t":1.1,"touches":[{"phase":"ended","touch":2,"x":150,"y":300}]}');
INSERT INTO session_events VALUES(4,0,0.0,'touches','{"expect":[{"chain":["feButton"],"controlEvents":[{"action":"buttonTouchDown:","event":"touchDown","view":"feButton"}],"dropped":null,"handledBy":"feButton","touch":1,"view":"feButton"}],"t":0,"touches":[{"phase":"began","touch":1,"x":145,"y":130}]}');
INSERT INTO session_events VALUES(4,1,0.10000000000000000555,'touches','{"expect":[{"chain":["feButton"],"controlEvents":[{"action":"buttonAction:","event":"touchUpInside","view":"feButton"}],"dropped":null,"handledBy":"feButton","touch":1,"view":"feButton"}],"t":0.1,"touches":[{"phase":"ended","touch":1,"x":145,"y":130}]}');
INSERT INTO session_events VALUES(4,2,1.0,'touches','{"expect":[{"controlEvents":[{"action":"buttonTouchDown:","event":"touchDown","view":"feButton"}],"handledBy":"feButton","touch":2,"view":"feButton"}],"t":1,"touches":[{"phase":"began","touch":2,"x":108,"y":108}]}');
INSERT INTO session_events VALUES(4,3,1.1000000000000000888,'touches','{"expect":[{"controlEvents":[{"action":"buttonAction:","event":"touchUpInside","view":"feButton"}],"handledBy":"feButton","touch":2,"view":"feButton"}],"t":1.1,"touches":[{"phase":"ended","touch":2,"x":108,"y":108}]}');
INSERT INTO session_events VALUES(5,0,0.0,'touches','{"expect":[{"chain":["bgView","rootView","viewController","window","application"],"controlEvents":[],"dropped":null,"handledBy":null,"touch":1,"view":"bgView"}],"t":0,"touches":[{"phase":"began","touch":1,"x":160,"y":130}]}');
INSERT INTO session_events VALUES(5,1,0.10000000000000000555,'touches','{"expect":[{"chain":["bgView","rootView","viewController","window","application"],"controlEvents":[],"handledBy":null,"touch":1,"view":"bgView"}],"t":0.1,"touches":[{"phase":"ended","touch":1,"x":160,"y":130}]}');
INSERT INTO session_events VALUES(5,2,1.0,'touches','{"expect":[{"controlEvents":[],"handledBy":null,"touch":2,"view":"bgView"}],"t":1,"touches":[{"phase":"began","touch":2,"x":152,"y":130}]}');
INSERT INTO session_events VALUES(5,3,1.1000000000000000888,'touches','{"expect":[{"controlEvents":[],"handledBy":null,"touch":2,"view":"bgView"}],"t":1.1,"touches":[{"phase":"ended","touch":2,"x":152,"y":130}]}');
INSERT INTO session_events VALUES(6,0,0.0,'touches','{"expect":[{"chain":["button"],"controlEvents":[],"handledBy":"button","touch":1,"view":"button"}],"t":0,"touches":[{"phase":"began","touch":1,"x":140,"y":145}]}');
INSERT INTO session_events VALUES(6,1,0.10000000000000000555,'touches','{"expect":[{"chain":["button"],"controlEvents":[],"handledBy":"button","touch":1,"view":"button"}],"t":0.1,"touches":[{"phase":"ended","touch":1,"x":140,"y":145}]}');
INSERT INTO session_events VALUES(6,2,1.0,'touches','{"expect":[{"chain":["bgView","rootView","viewController","window","application"],"handledBy":null,"touch":2,"view":"bgView"}],"t":1,"touches":[{"phase":"began","touch":2,"x":195,"y":195}]}');
INSERT INTO session_events VALUES(6,3,1.1000000000000000888,'touches','{"expect":[{"handledBy":null,"touch":2,"view":"bgView"}],"t":1.1,"touches":[{"phase":"ended","touch":2,"x":195,"y":195}]}');
INSERT INTO session_events VALUES(6,4,2.0,'touches','{"expect":[{"chain":["button1"],"controlEvents":[],"handledBy":"button1","touch":3,"view":"button1"}],"t":2,"touches":[{"phase":"began","touch":3,"x":130,"y":380}]}');
INSERT INTO session_events VALUES(6,5,2.1000000000000000888,'touches','{"expect":[{"controlEvents":[{"action":"buttonAction1:","event":"touchUpInside","view":"button1"}],"handledBy":"button1","touch":3,"view":"button1"}],"t":2.1,"touches":[{"phase":"ended","touch":3,"x":130,"y":380}]}');
INSERT INTO session_events VALUES(6,6,3.0,'touches','{"expect":[{"chain":["bgView1","rootView","viewController","window","application"],"handledBy":null,"touch":4,"view":"bgView1"}],"t":3,"touches":[{"phase":"began","touch":4,"x":190,"y":390}]}');
INSERT INTO session_events VALUES(6,7,3.1000000000000000888,'touches','{"expect":[{"controlEvents":[],"handledBy":null,"touch":4,"view":"bgView1"}],"t":3.1,"touches":[{"phase":"ended","touch":4,"x":190,"y":390}]}');
INSERT INTO session_events VALUES(6,8,4.0,'touches','{"expect":[{"chain":["button2"],"controlEvents":[],"handledBy":"button2","touch":5,"view":"button2"}],"t":4,"touches":[{"phase":"began","touch":5,"x":158,"y":502}]}');
INSERT INTO session_events VALUES(6,9,4.0999999999999996447,'touches','{"expect":[{"controlEvents":[{"action":"buttonAction2:","event":"touchUpInside","view":"button2"}],"handledBy":"button2","touch":5,"view":"button2"}],"t":4.1,"touches":[{"phase":"ended","touch":5,"x":158,"y":502}]}');
INSERT INTO session_events VALUES(6,10,5.0,'touches','{"expect":[{"chain":["bgView2","rootView","viewController","window","application"],"handledBy":null,"touch":6,"view":"bgView2"}],"t":5,"touches":[{"phase":"began","touch":6,"x":185,"y":585}]}');
INSERT INTO session_events VALUES(6,11,5.0999999999999996447,'touches','{"expect":[{"controlEvents":[],"handledBy":null,"touch":6,"view":"bgView2"}],"t":5.1,"touches":[{"phase":"ended","touch":6,"x":185,"y":585}]}');
INSERT INTO session_events VALUES(7,0,0.0,'touches','{"expect":[{"chain":["viewD"],"handledBy":"viewD","touch":1,"view":"viewD"}],"t":0,"touches":[{"phase":"began","touch":1,"x":200,"y":270}]}');
INSERT INTO session_events VALUES(7,1,0.10000000000000000555,'touches','{"expect":[{"chain":["viewD"],"handledBy":"viewD","touch":1,"view":"viewD"}],"t":0.1,"touches":[{"phase":"ended","touch":1,"x":200,"y":270}]}');
INSERT INTO session_events VALUES(7,2,1.0,'touches','{"expect":[{"chain":["viewC"],"handledBy":"viewC","touch":2,"view":"viewC"}],"t":1,"touches":[{"phase":"began","touch":2,"x":80,"y":340}]}');
INSERT INTO session_events VALUES(7,3,1.1000000000000000888,'touches','{"expect":[{"chain":["viewC"],"handledBy":"viewC","touch":2,"view":"viewC"}],"t":1.1,"touches":[{"phase":"ended","touch":2,"x":80,"y":340}]}');
INSERT INTO session_events VALUES(7,4,2.0,'touches','{"expect":[{"chain":["viewB"],"handledBy":"viewB","touch":3,"view":"viewB"}],"t":2,"touches":[{"phase":"began","touch":3,"x":160,"y":340}]}');
INSERT INTO session_events VALUES(7,5,2.1000000000000000888,'touches','{"expect":[{"chain":["viewB"],"handledBy":"viewB","touch":3,"view":"viewB"}],"t":2.1,"touches":[{"phase":"ended","touch":3,"x":160,"y":340}]}');
INSERT INTO session_events VALUES(7,6,3.0,'touches','{"expect":[{"chain":["viewA"],"handledBy":"viewA","touch":4,"view":"viewA"}],"t":3,"touches":[{"phase":"began","touch":4,"x":100,"y":100}]}');
INSERT INTO session_events VALUES(7,7,3.1000000000000000888,'touches','{"expect":[{"chain":["viewA"],"handledBy":"viewA","touch":4,"view":"viewA"}],"t":3.1,"touches":[{"phase":"ended","touch":4,"x":100,"y":100}]}');
INSERT INTO session_events VALUES(7,8,4.0,'touches','{"expect":[{"chain":["rootView","viewController","window","application"],"handledBy":null,"touch":5,"view":"rootView"}],"t":4,"touches":[{"phase":"began","touch":5,"x":160,"y":225}]}');
INSERT INTO session_events VALUES(7,9,4.0999999999999996447,'touches','{"expect":[{"chain":["rootView","viewController","window","application"],"handledBy":null,"touch":5,"view":"rootView"}],"t":4.1,"touches":[{"phase":"ended","touch":5,"x":160,"y":225}]}');
INSERT INTO session_events VALUES(8,0,0.0,'touches','{"expect":[{"chain":["viewE"],"controlEvents":[],"dropped":null,"handledBy":"viewE","touch":1,"view":"viewE"}],"t":0,"touches":[{"phase":"began","touch":1,"x":240,"y":340}]}');
INSERT INTO session_events VALUES(8,1,0.085999999999999993116,'touches','{"expect":[{"chain":["viewE"],"controlEvents":[],"dropped":null,"handledBy":"viewE","touch":1,"view":"viewE"}],"t":0.086,"touches":[{"phase":"ended","touch":1,"x":240,"y":340}]}');
INSERT INTO session_events VALUES(9,0,0.0,'touches','{"expect":[{"chain":["button2"],"controlEvents":[],"dropped":null,"handledBy":"button2","touch":1,"view":"button2"}],"t":0,"touches":[{"phase":"began","touch":1,"x":105,"y":505}]}');
INSERT INTO session_events VALUES(9,1,0.10000000000000000555,'touches','{"expect":[{"chain":["button2"],"controlEvents":[{"action":"buttonAction2:","event":"touchUpInside","view":"button2"}],"handledBy":"button2","touch":1,"view":"button2"}],"t":0.1,"touches":[{"phase":"ended","touch":1,"x":105,"y":505}]}');
INSERT INTO session_events VALUES(9,2,1.0,'touches','{"expect":[{"controlEvents":[],"handledBy":"button2","touch":2,"view":"button2"}],"t":1,"touches":[{"phase":"began","touch":2,"x":159,"y":559}]}');
INSERT INTO session_events VALUES(9,3,1.1000000000000000888,'touches','{"expect":[{"controlEvents":[{"action":"buttonAction2:","event":"touchUpInside","view":"button2"}],"handledBy":"button2","touch":2,"view":"button2"}],"t":1.1,"touches":[{"phase":"ended","touch":2,"x":159,"y":559}]}');
INSERT INTO session_events VALUES(10,0,0.0,'touches','{"expect":[{"chain":["bgView2","rootView","viewController","window","application"],"controlEvents":[],"dropped":null,"handledBy":null,"touch":1,"view":"bgView2"}],"t":0,"touches":[{"phase":"began","touch":1,"x":165,"y":530}]}');
INSERT INTO session_events VALUES(10,1,0.10000000000000000555,'touches','{"expect":[{"controlEvents":[],"handledBy":null,"touch":1,"view":"bgView2"}],"t":0.1,"touches":[{"phase":"ended","touch":1,"x":165,"y":530}]}');
INSERT INTO session_events VALUES(10,2,1.0,'touches','{"expect":[{"controlEvents":[],"handledBy":null,"touch":2,"view":"bgView2"}],"t":1,"touches":[{"phase":"began","touch":2,"x":160,"y":560}]}');
INSERT INTO session_events VALUES(10,3,1.1000000000000000888,'touches','{"expect":[{"controlEvents":[],"handledBy":null,"touch":2,"view":"bgView2"}],"t":1.1,"touches":[{"phase":"ended","touch":2,"x":160,"y":560}]}');
INSERT INTO session_events VALUES(10,4,2.0,'touches','{"expect":[{"chain":["rootView","viewController","window","application"],"controlEvents":[],"handledBy":null,"touch":3,"view":"rootView"}],"t":2,"touches":[{"phase":"began","touch":3,"x":99,"y":530}]}');
INSERT INTO session_events VALUES(10,5,2.1000000000000000888,'touches','{"expect":[{"controlEvents":[],"handledBy":null,"touch":3,"view":"rootView"}],"t":2.1,"touches":[{"phase":"ended","touch":3,"x":99,"y":530}]}');
INSERT INTO session_events VALUES(11,0,0.0,'touches','{"expect":[{"chain":["viewE","viewC","viewA","rootView","viewController","window","application"],"controlEvents":[],"dropped":null,"handledBy":null,"touch":1,"view":"viewE"}],"t":0,"touches":[{"phase":"began","touch":1,"x":187,"y":410}]}');
INSERT INTO session_events VALUES(11,1,0.10000000000000000555,'touches','{"expect":[{"chain":["viewE","viewC","viewA","rootView","viewController","window","application"],"handledBy":null,"touch":1,"view":"viewE"}],"t":0.1,"touches":[{"phase":"ended","touch":1,"x":187,"y":410}]}');
INSERT INTO session_events VALUES(11,2,1.0,'touches','{"expect":[{"chain":["viewB","viewA","rootView","viewController","window","application"],"handledBy":null,"touch":2,"view":"viewB"}],"t":1,"touches":[{"phase":"began","touch":2,"x":187,"y":250}]}');
INSERT INTO session_events VALUES(11,3,1.1000000000000000888,'touches','{"expect":[{"handledBy":null,"touch":2,"view":"viewB"}],"t":1.1,"touches":[{"phase":"ended","touch":2,"x":187,"y":250}]}');
INSERT INTO session_events VALUES(11,4,2.0,'touches','{"expect":[{"chain":["viewD","viewC","viewA","rootView","viewController","window","application"],"handledBy":null,"touch":3,"view":"viewD"}],"t":2,"touches":[{"phase":"began","touch":3,"x":187,"y":365}]}');
INSERT INTO session_events VALUES(11,5,2.1000000000000000888,'touches','{"expect":[{"handledBy":null,"touch":3,"view":"viewD"}],"t":2.1,"touches":[{"phase":"ended","touch":3,"x":187,"y":365}]}');
INSERT INTO session_events VALUES(12,0,0.0,'touches','{"expect":[{"chain":["containerView"],"controlEvents":[],"dropped":null,"handledBy":"containerView","touch":1,"view":"containerView"}],"t":0,"touches":[{"phase":"began","touch":1,"x":100,"y":150}]}');
INSERT INTO session_events VALUES(12,1,0.080000000000000001665,'touches','{"expect":[{"chain":["containerView"],"controlEvents":[],"dropped":null,"handledBy":"containerView","touch":1,"view":"containerView"}],"t":0.08,"touches":[{"phase":"ended","touch":1,"x":100,"y":150}]}');
INSERT INTO session_events VALUES(12,2,1.0,'touches','{"expect":[{"chain":["backdrop"],"controlEvents":[],"dropped":null,"handledBy":"backdrop","touch":2,"view":"backdrop"}],"t":1,"touches":[{"phase":"began","touch":2,"x":100,"y":400}]}');
INSERT INTO session_events VALUES(12,3,1.080000000000000071,'touches','{"expect":[{"chain":["backdrop"],"controlEvents":[],"dropped":null,"handledBy":"backdrop","touch":2,"view":"backdrop"}],"t":1.08,"touches":[{"phase":"ended","touch":2,"x":100,"y":400}]}');
INSERT INTO session_events VALUES(12,4,2.0,'touches','{"expect":[{"chain":["containerView"],"controlEvents":[],"dropped":null,"handledBy":"containerView","touch":3,"view":"containerView"}],"t":2,"touches":[{"phase":"began","touch":3,"x":187,"y":50}]}');
INSERT INTO session_events VALUES(12,5,2.080000000000000071,'touches','{"expect":[{"chain":["containerView"],"controlEvents":[],"dropped":null,"handledBy":"containerView","touch":3,"view":"containerView"}],"t":2.08,"touches":[{"phase":"ended","touch":3,"x":187,"y":50}]}');
INSERT INTO session_events VALUES(13,0,0.0,'touches','{"expect":[{"chain":["btn"],"controlEvents":[],"dropped":null,"handledBy":"btn","touch":1,"view":"btn"}],"t":0,"touches":[{"phase":"began","touch":1,"x":220,"y":330}]}');
INSERT INTO session_events VALUES(13,1,0.10000000000000000555,'touches','{"expect":[{"chain":["btn"],"controlEvents":[{"action":"btnClick:","event":"touchUpInside","view":"btn"}],"handledBy":"btn","touch":1,"view":"btn"}],"t":0.1,"touches":[{"phase":"ended","touch":1,"x":220,"y":330}]}');
INSERT INTO session_events VALUES(13,2,1.0,'touches','{"expect":[{"controlEvents":[],"handledBy":"btn","touch":2,"view":"btn"}],"t":1,"touches":[{"phase":"began","touch":2,"x":100,"y":330}]}');
INSERT INTO session_events VALUES(13,3,1.1000000000000000888,'touches','{"expect":[{"controlEvents":[{"action":"btnClick:","event":"touchUpInside","view":"btn"}],"handledBy":"btn","touch":2,"view":"btn"}],"t":1.1,"touches":[{"phase":"ended","touch":2,"x":100,"y":330}]}');
INSERT INTO session_events VALUES(14,0,0.0,'touches','{"expect":[{"chain":["oriView","rootView","viewController","window","application"],"controlEvents":[],"dropped":null,"handledBy":null,"touch":1,"view":"oriView"}],"t":0,"touches":[{"phase":"began","touch":1,"x":300,"y":380}]}');
INSERT INTO session_events VALUES(14,1,0.10000000000000000555,'touches','{"expect":[{"chain":["oriView","rootView","viewController","window","application"],"controlEvents":[],"handledBy":null,"touch":1,"view":"oriView"}],"t":0.1,"touches":[{"phase":"ended","touch":1,"x":300,"y":380}]}');
INSERT INTO session_events VALUES(15,0,0.0,'touches','{"expect":[{"chain":["bubble"],"controlEvents":[],"dropped":null,"handledBy":"bubble","touch":1,"view":"bubble"}],"t":0,"touches":[{"phase":"began","touch":1,"x":188,"y":349}]}');
INSERT INTO session_events VALUES(15,1,0.10000000000000000555,'touches','{"expect":[{"chain":["bubble"],"controlEvents":[],"dropped":null,"handledBy":"bubble","touch":1,"view":"bubble"}],"t":0.1,"touches":[{"phase":"ended","touch":1,"x":188,"y":349}]}');
INSERT INTO session_events VALUES(16,0,0.0,'touches','{"expect":[{"chain":["popButton"],"controlEvents":[],"handledBy":"popButton","touch":1,"view":"popButton"}],"t":0,"touches":[{"phase":"began","touch":1,"x":188,"y":472}]}');
INSERT INTO session_events VALUES(16,1,0.10000000000000000555,'touches','{"expect":[{"chain":["popButton"],"controlEvents":[{"action":"alertChatView:","event":"touchUpInside","view":"popButton"}],"handledBy":"popButton","touch":1,"view":"popButton"}],"t":0.1,"touches":[{"phase":"ended","touch":1,"x":188,"y":472}]}');
INSERT INTO session_events VALUES(17,0,0.0,'motion','{"expect":[{"chain":[],"dropped":"noFirstResponder","firstResponder":null,"handledBy":null}],"motion":"shake","t":0}');
INSERT INTO session_events VALUES(17,1,1.0,'becomeFirstResponder','{"becomeFirstResponder":"button","expect":[{"chain":[],"dropped":null,"firstResponder":null,"handledBy":null}],"t":1}');
INSERT INTO session_events VALUES(17,2,2.0,'becomeFirstResponder','{"becomeFirstResponder":"stpView","expect":[{"chain":[],"dropped":null,"firstResponder":"stpView","handledBy":null}],"t":2}');
INSERT INTO session_events VALUES(17,3,3.0,'motion','{"expect":[{"chain":["stpView","feedRoot","feedViewController"],"dropped":null,"firstResponder":"stpView","handledBy":"feedViewController"}],"motion":"shake","t":3}');
INSERT INTO session_events VALUES(17,4,4.0,'action','{"action":"copy:","expect":[{"chain":["stpView"],"dropped":null,"firstResponder":"stpView","handledBy":"stpView"}],"t":4}');
INSERT INTO session_events VALUES(17,5,5.0,'action','{"action":"paste:","expect":[{"chain":["stpView","feedRoot","feedViewController","wrapperContainerView","wrapperRoot","wrapperViewController","navTransitionView","navRoot","navigationController","window","application","appDelegate"],"dropped":null,"firstResponder":"stpView","handledBy":null}],"t":5}');
INSERT INTO session_events VALUES(17,6,6.0,'remoteControl','{"expect":[{"chain":["stpView","feedRoot","feedViewController","wrapperContainerView","wrapperRoot","wrapperViewController","navTransitionView","navRoot","navigationController","window","application","appDelegate"],"dropped":null,"firstResponder":"stpView","handledBy":"appDelegate"}],"remoteControl":"togglePlayPause","t":6}');
INSERT INTO session_events VALUES(17,7,7.0,'touches','{"expect":[{"chain":["button","stpView","feedRoot","feedViewController","wrapperContainerView","wrapperRoot","wrapperViewController","navTransitionView","navRoot","navigationController","window","application","appDelegate"],"dropped":null,"handledBy":null,"touch":1,"view":"button"}],"t":7,"touches":[{"phase":"began","touch":1,"x":70,"y":106}]}');
INSERT INTO session_events VALUES(17,8,7.0999999999999996447,'touches','{"expect":[{"chain":["button","stpView","feedRoot","feedViewController","wrapperContainerView","wrapperRoot","wrapperViewController","navTransitionView","navRoot","navigationController","window","application","appDelegate"],"handledBy":null,"touch":1,"view":"button"}],"t":7.1,"touches":[{"phase":"ended","touch":1,"x":70,"y":106}]}');
INSERT INTO session_events VALUES(17,9,8.0,'resignFirstResponder','{"expect":[{"chain":[],"dropped":null,"firstResponder":null,"handledBy":null}],"resignFirstResponder":true,"t":8}');
INSERT INTO session_events VALUES(17,10,9.0,'action','{"action":"copy:","expect":[{"chain":[],"dropped":"noFirstResponder","firstResponder":null,"handledBy":null}],"t":9}');
INSERT INTO session_events VALUES(18,0,0.0,'touches','{"expect":[{"chain":["button","stpView","feedRoot","feedViewController","wrapperContainerView","wrapperRoot","wrapperViewController","navTransitionView","navRoot","navigationController","window","application","appDelegate"],"controlEvents":[],"dropped":null,"handledBy":null,"touch":1,"view":"button"}],"t":0,"touches":[{"phase":"began","touch":1,"x":70,"y":106}]}');
INSERT INTO session_events VALUES(18,1,0.5,'ignoreInteractionEvents','{"expect":[{"chain":[],"firstResponder":null,"handledBy":null}],"ignoreInteractionEvents":true,"t":0.5}');
INSERT INTO session_events VALUES(18,2,1.0,'touches','{"expect":[{"chain":[],"controlEvents":[],"dropped":"ignoringInteractionEvents","handledBy":null,"touch":2,"view":null}],"t":1,"touches":[{"phase":"began","touch":2,"x":200,"y":150}]}');
INSERT INTO session_events VALUES(18,3,1.1000000000000000888,'touches','{"expect":[{"chain":["button","stpView","feedRoot","feedViewController","wrapperContainerView","wrapperRoot","wrapperViewController","navTransitionView","navRoot","navigationController","window","application","appDelegate"],"controlEvents":[],"dropped":null,"handledBy":null,"touch":1,"view":"button"}],"t":1.1,"touches":[{"phase":"ended","touch":1,"x":70,"y":106}]}');
INSERT INTO session_events VALUES(18,4,1.1999999999999999555,'touches','{"expect":[{"chain":[],"controlEvents":[],"dropped":"ignoringInteractionEvents","handledBy":null,"touch":2,"view":null}],"t":1.2,"touches":[{"phase":"ended","touch":2,"x":200,"y":150}]}');
INSERT INTO session_events VALUES(18,5,2.0,'ignoreInteractionEvents','{"expect":[{"chain":[],"firstResponder":null,"handledBy":null}],"ignoreInteractionEvents":false,"t":2}');
INSERT INTO session_events VALUES(18,6,3.0,'touches','{"expect":[{"chain":["button","stpView","feedRoot","feedViewController","wrapperContainerView","wrapperRoot","wrapperViewController","navTransitionView","navRoot","navigationController","window","application","appDelegate"],"controlEvents":[],"dropped":null,"handledBy":null,"touch":3,"view":"button"}],"t":3,"touches":[{"phase":"began","touch":3,"x":70,"y":106}]}');
INSERT INTO session_events VALUES(18,7,3.1000000000000000888,'touches','{"expect":[{"chain":["button","stpView","feedRoot","feedViewController","wrapperContainerView","wrapperRoot","wrapperViewController","navTransitionView","navRoot","navigationController","window","application","appDelegate"],"controlEvents":[],"dropped":null,"handledBy":null,"touch":3,"view":"button"}],"t":3.1,"touches":[{"phase":"ended","touch":3,"x":70,"y":106}]}');
INSERT INTO session_events VALUES(19,0,0.0,'touches','{"expect":[{"chain":["button","stpView","feedRoot","feedViewController","wrapperContainerView","wrapperRoot","wrapperViewController","navTransitionView","navRoot","navigationController","window","application","appDelegate"],"controlEvents":[],"dropped":null,"handledBy":null,"touch":1,"view":"button"}],"t":0,"touches":[{"phase":"began","touch":1,"x":70,"y":106}]}');
INSERT INTO session_events VALUES(19,1,0.10000000000000000555,'touches','{"expect":[{"chain":["button","stpView","feedRoot","feedViewController","wrapperContainerView","wrapperRoot","wrapperViewController","navTransitionView","navRoot","navigationController","window","application","appDelegate"],"controlEvents":[],"dropped":null,"handledBy":null,"touch":1,"view":"button"}],"t":0.1,"touches":[{"phase":"ended","touch":1,"x":70,"y":106}]}');
INSERT INTO session_events VALUES(20,0,0.0,'touches','{"expect":[{"chain":["redView"],"controlEvents":[],"dropped":null,"handledBy":"redView","touch":1,"view":"redView"}],"t":0,"touches":[{"phase":"began","touch":1,"x":180,"y":290}]}');
INSERT INTO session_events VALUES(20,1,0.050000000000000002775,'touches','{"expect":[{"chain":["redView"],"handledBy":"redView","touch":1,"view":"redView"}],"t":0.05,"touches":[{"phase":"moved","touch":1,"x":215,"y":325}]}');
INSERT INTO session_events VALUES(20,2,0.10000000000000000555,'touches','{"expect":[{"chain":["redView"],"handledBy":"redView","touch":1,"view":"redView"}],"t":0.1,"touches":[{"phase":"moved","touch":1,"x":250,"y":360}]}');
INSERT INTO session_events VALUES(20,3,0.14999999999999999444,'touches','{"expect":[{"chain":["redView"],"dropped":null,"handledBy":"redView","touch":1,"view":"redView"}],"t":0.15,"touches":[{"phase":"ended","touch":1,"x":260,"y":370}]}');
INSERT INTO session_events VALUES(20,4,1.0,'touches','{"expect":[{"chain":["rootView","viewController","window","application"],"handledBy":null,"touch":2,"view":"rootView"}],"t":1,"touches":[{"phase":"began","touch":2,"x":110,"y":210}]}');
INSERT INTO session_events VALUES(20,5,1.1000000000000000888,'touches','{"expect":[{"chain":["rootView","viewController","window","application"],"handledBy":null,"touch":2,"view":"rootView"}],"t":1.1,"touches":[{"phase":"ended","touch":2,"x":110,"y":210}]}');
INSERT INTO session_events VALUES(21,0,0.0,'touches','{"expect":[{"chain":["cell7"],"controlEvents":[],"dropped":null,"handledBy":"cell7","touch":1,"view":"cell7"}],"t":0,"touches":[{"phase":"began","touch":1,"x":187,"y":605}]}');
INSERT INTO session_events VALUES(21,1,0.080000000000000001665,'touches','{"expect":[{"chain":["cell7"],"controlEvents":[],"dropped":null,"handledBy":"cell7","touch":1,"view":"cell7"}],"t":0.08,"touches":[{"phase":"ended","touch":1,"x":187,"y":605}]}');
INSERT INTO session_events VALUES(21,2,1.0,'touches','{"expect":[{"chain":["centerButton"],"controlEvents":[],"handledBy":"centerButton","touch":2,"view":"centerButton"}],"t":1,"touches":[{"phase":"began","touch":2,"x":187,"y":640}]}');
INSERT INTO session_events VALUES(21,3,1.080000000000000071,'touches','{"expect":[{"chain":["centerButton"],"controlEvents":[{"action":"compose:","event":"touchUpInside","view":"centerButton"}],"handledBy":"centerButton","touch":2,"view":"centerButton"}],"t":1.08,"touches":[{"phase":"ended","touch":2,"x":187,"y":640}]}');
INSERT INTO session_events VALUES(21,4,2.0,'touches','{"expect":[{"chain":["centerButton"],"controlEvents":[],"handledBy":"centerButton","touch":3,"view":"centerButton"}],"t":2,"touches":[{"phase":"began","touch":3,"x":100,"y":640}]}');
INSERT INTO session_events VALUES(21,5,2.080000000000000071,'touches','{"expect":[{"chain":["centerButton"],"controlEvents":[{"action":"compose:","event":"touchUpInside","view":"centerButton"}],"handledBy":"centerButton","touch":3,"view":"centerButton"}],"t":2.08,"touches":[{"phase":"ended","touch":3,"x":100,"y":640}]}');
INSERT INTO session_events VALUES(22,0,0.0,'touches','{"expect":[{"chain":["centerButton"],"controlEvents":[],"dropped":null,"handledBy":"centerButton","touch":1,"view":"centerButton"}],"t":0,"touches":[{"phase":"began","touch":1,"x":187,"y":605}]}');
INSERT INTO session_events VALUES(22,1,0.080000000000000001665,'touches','{"expect":[{"chain":["centerButton"],"controlEvents":[{"action":"compose:","event":"touchUpInside","view":"centerButton"}],"dropped":null,"handledBy":"centerButton","touch":1,"view":"centerButton"}],"t":0.08,"touches":[{"phase":"ended","touch":1,"x":187,"y":605}]}');
INSERT INTO session_events VALUES(22,2,1.0,'touches','{"expect":[{"chain":["centerButton"],"controlEvents":[],"handledBy":"centerButton","touch":2,"view":"centerButton"}],"t":1,"touches":[{"phase":"began","touch":2,"x":187,"y":640}]}');
INSERT INTO session_events VALUES(22,3,1.080000000000000071,'touches','{"expect":[{"chain":["centerButton"],"controlEvents":[{"action":"compose:","event":"touchUpInside","view":"centerButton"}],"handledBy":"centerButton","touch":2,"view":"centerButton"}],"t":1.08,"touches":[{"phase":"ended","touch":2,"x":187,"y":640}]}');
INSERT INTO session_events VALUES(23,0,0.0,'touches','{"expect":[{"chain":["backView"],"controlEvents":[],"dropped":null,"handledBy":"backView","touch":1,"view":"backView"}],"t":0,"touches":[{"phase":"began","touch":1,"x":70,"y":170}]}');
INSERT INTO session_events VALUES(23,1,0.10000000000000000555,'touches','{"expect":[{"chain":["backView"],"controlEvents":[],"dropped":null,"handledBy":"backView","touch":1,"view":"backView"}],"t":0.1,"touches":[{"phase":"ended","touch":1,"x":70,"y":170}]}');
INSERT INTO session_events VALUES(23,2,1.0,'touches','{"expect":[{"chain":["backView"],"controlEvents":[],"dropped":null,"handledBy":"backView","touch":2,"view":"backView"}],"t":1,"touches":[{"phase":"began","touch":2,"x":190,"y":170}]}');
INSERT INTO session_events VALUES(23,3,1.1000000000000000888,'touches','{"expect":[{"chain":["backView"],"controlEvents":[],"dropped":null,"handledBy":"backView","touch":2,"view":"backView"}],"t":1.1,"touches":[{"phase":"ended","touch":2,"x":190,"y":170}]}');
INSERT INTO session_events VALUES(23,4,2.0,'touches','{"expect":[{"chain":["backView"],"controlEvents":[],"dropped":null,"handledBy":"backView","touch":3,"view":"backView"}],"t":2,"touches":[{"phase":"began","touch":3,"x":310,"y":170}]}');
INSERT INTO session_events VALUES(23,5,2.1000000000000000888,'touches','{"expect":[{"chain":["backView"],"controlEvents":[],"dropped":null,"handledBy":"backView","touch":3,"view":"backView"}],"t":2.1,"touches":[{"phase":"ended","touch":3,"x":310,"y":170}]}');
INSERT INTO session_events VALUES(23,6,3.0,'touches','{"expect":[{"chain":["alphaEdgeView"],"controlEvents":[],"dropped":null,"handledBy":"alphaEdgeView","touch":4,"view":"alphaEdgeView"}],"t":3,"touches":[{"phase":"began","touch":4,"x":70,"y":310}]}');
INSERT INTO session_events VALUES(23,7,3.1000000000000000888,'touches','{"expect":[{"chain":["alphaEdgeView"],"controlEvents":[],"dropped":null,"handledBy":"alphaEdgeView","touch":4,"view":"alphaEdgeView"}],"t":3.1,"touches":[{"phase":"ended","touch":4,"x":70,"y":310}]}');
INSERT INTO session_events VALUES(23,8,4.0,'touches','{"expect":[{"chain":["backView"],"controlEvents":[],"dropped":null,"handledBy":"backView","touch":5,"view":"backView"}],"t":4,"touches":[{"phase":"began","touch":5,"x":190,"y":310}]}');
INSERT INTO session_events VALUES(23,9,4.0999999999999996447,'touches','{"expect":[{"chain":["backView"],"controlEvents":[],"dropped":null,"handledBy":"backView","touch":5,"view":"backView"}],"t":4.1,"touches":[{"phase":"ended","touch":5,"x":190,"y":310}]}');
INSERT INTO session_events VALUES(23,10,5.0,'touches','{"expect":[{"chain":["stImageView"],"controlEvents":[],"dropped":null,"handledBy":"stImageView","touch":6,"view":"stImageView"}],"t":5,"touches":[{"phase":"began","touch":6,"x":310,"y":310}]}');
INSERT INTO session_events VALUES(23,11,5.0999999999999996447,'touches','{"expect":[{"chain":["stImageView"],"controlEvents":[],"dropped":null,"handledBy":"stImageView","touch":6,"view":"stImageView"}],"t":5.1,"touches":[{"phase":"ended","touch":6,"x":310,"y":310}]}');
CREATE TABLE session_touches (
    session_id INTEGER NOT NULL,
    seq        INTEGER NOT NULL,
    touch      INTEGER NOT NULL,
    phase      TEXT NOT NULL,
    x          REAL NOT NULL,
    y          REAL NOT NULL,
    tap_count  INTEGER NOT NULL,
    PRIMARY KEY (session_id, seq, touch)
) WITHOUT ROWID;
INSERT INTO session_touches VALUES(1,0,1,'began',150.0,320.0,1);
INSERT INTO session_touches VALUES(1,1,1,'ended',150.0,320.0,1);
INSERT INTO session_touches VALUES(1,2,2,'began',10.0,10.0,1);
INSERT INTO session_touches VALUES(1,3,2,'moved',12.0,11.499999999999999999,1);
INSERT INTO session_touches VALUES(1,3,3,'began',160.0,310.0,2);
INSERT INTO session_touches VALUES(1,4,2,'ended',10.0,10.0,1);
INSERT INTO session_touches VALUES(1,4,3,'ended',160.0,310.0,1);
INSERT INTO session_touches VALUES(2,0,1,'began',105.0,305.0,1);
INSERT INTO session_touches VALUES(2,1,1,'ended',105.0,305.0,1);
INSERT INTO session_touches VALUES(2,2,2,'began',200.0,350.0,1);
INSERT INTO session_touches VALUES(2,3,2,'ended',200.0,350.0,1);
INSERT INTO session_touches VALUES(3,0,1,'began',150.0,350.0,1);
INSERT INTO session_touches VALUES(3,1,1,'ended',150.0,350.0,1);
INSERT INTO session_touches VALUES(3,2,2,'began',150.0,300.0,1);
INSERT INTO session_touches VALUES(3,3,2,'ended',150.0,300.0,1);
INSERT INTO session_touches VALUES(4,0,1,'began',145.0,130.0,1);
INSERT INTO session_touches VALUES(4,1,1,'ended',145.0,130.0,1);
INSERT INTO session_touches VALUES(4,2,2,'began',108.0,108.0,1);
INSERT INTO session_touches VALUES(4,3,2,'ended',108.0,108.0,1);
INSERT INTO session_touches VALUES(5,0,1,'began',160.0,130.0,1);
INSERT INTO session_touches VALUES(5,1,1,'ended',160.0,130.0,1);
INSERT INTO session_touches VALUES(5,2,2,'began',152.0,130.0,1);
INSERT INTO session_touches VALUES(5,3,2,'ended',152.0,130.0,1);
INSERT INTO session_touches VALUES(6,0,1,'began',140.0,145.0,1);
INSERT INTO session_touches VALUES(6,1,1,'ended',140.0,145.0,1);
INSERT INTO session_touches VALUES(6,2,2,'began',195.0,195.0,1);
INSERT INTO session_touches VALUES(6,3,2,'ended',195.0,195.0,1);
INSERT INTO session_touches VALUES(6,4,3,'began',130.0,380.0,1);
INSERT INTO session_touches VALUES(6,5,3,'ended',130.0,380.0,1);
INSERT INTO session_touches VALUES(6,6,4,'began',190.0,390.0,1);
INSERT INTO session_touches VALUES(6,7,4,'ended',190.0,390.0,1);
INSERT INTO session_touches VALUES(6,8,5,'began',158.0,502.0,1);
INSERT INTO session_touches VALUES(6,9,5,'ended',158.0,502.0,1);
INSERT INTO session_touches VALUES(6,10,6,'began',185.0,585.0,1);
INSERT INTO session_touches VALUES(6,11,6,'ended',185.0,585.0,1);
INSERT INTO session_touches VALUES(7,0,1,'began',200.0,270.0,1);
INSERT INTO session_touches VALUES(7,1,1,'ended',200.0,270.0,1);
INSERT INTO session_touches VALUES(7,2,2,'began',80.0,340.0,1);
INSERT INTO session_touches VALUES(7,3,2,'ended',80.0,340.0,1);
INSERT INTO session_touches VALUES(7,4,3,'began',160.0,340.0,1);
INSERT INTO session_touches VALUES(7,5,3,'ended',160.0,340.0,1);
INSERT INTO session_touches VALUES(7,6,4,'began',100.0,100.0,1);
INSERT INTO session_touches VALUES(7,7,4,'ended',100.0,100.0,1);
INSERT INTO session_touches VALUES(7,8,5,'began',160.0,225.0,1);
INSERT INTO session_touches VALUES(7,9,5,'ended',160.0,225.0,1);
INSERT INTO session_touches VALUES(8,0,1,'began',240.0,340.0,1);
INSERT INTO session_touches VALUES(8,1,1,'ended',240.0,340.0,1);
INSERT INTO session_touches VALUES(9,0,1,'began',105.0,505.0,1);
INSERT INTO session_touches VALUES(9,1,1,'ended',105.0,505.0,1);
INSERT INTO session_touches VALUES(9,2,2,'began',159.0,559.0,1);
INSERT INTO session_touches VALUES(9,3,2,'ended',159.0,559.0,1);
INSERT INTO session_touches VALUES(10,0,1,'began',165.0,530.0,1);
INSERT INTO session_touches VALUES(10,1,1,'ended',165.0,530.0,1);
INSERT INTO session_touches VALUES(10,2,2,'began',160.0,560.0,1);
INSERT INTO session_touches VALUES(10,3,2,'ended',160.0,560.0,1);
INSERT INTO session_touches VALUES(10,4,3,'began',99.0,530.0,1);
INSERT INTO session_touches VALUES(10,5,3,'ended',99.0,530.0,1);
INSERT INTO session_touches VALUES(11,0,1,'began',187.0,410.0,1);
INSERT INTO session_touches VALUES(11,1,1,'ended',187.0,410.0,1);
INSERT INTO session_touches VALUES(11,2,2,'began',187.0,250.0,1);
INSERT INTO session_touches VALUES(11,3,2,'ended',187.0,250.0,1);
INSERT INTO session_touches VALUES(11,4,3,'began',187.0,365.0,1);
INSERT INTO session_touches VALUES(11,5,3,'ended',187.0,365.0,1);
INSERT INTO session_touches VALUES(12,0,1,'began',100.0,150.0,1);
INSERT INTO session_touches VALUES(12,1,1,'ended',100.0,150.0,1);
INSERT INTO session_touches VALUES(12,2,2,'began',100.0,400.0,1);
INSERT INTO session_touches VALUES(12,3,2,'ended',100.0,400.0,1);
INSERT INTO session_touches VALUES(12,4,3,'began',187.0,50.0,1);
INSERT INTO session_touches VALUES(12,5,3,'ended',187.0,50.0,1);
INSERT INTO session_touches VALUES(13,0,1,'began',220.0,330.0,1);
INSERT INTO session_touches VALUES(13,1,1,'ended',220.0,330.0,1);
INSERT INTO session_touches VALUES(13,2,2,'began',100.0,330.0,1);
INSERT INTO session_touches VALUES(13,3,2,'ended',100.0,330.0,1);
INSERT INTO session_touches VALUES(14,0,1,'began',300.0,380.0,1);
INSERT INTO session_touches VALUES(14,1,1,'ended',300.0,380.0,1);
INSERT INTO session_touches VALUES(15,0,1,'began',188.0,349.0,1);
INSERT INTO session_touches VALUES(15,1,1,'ended',188.0,349.0,1);
INSERT INTO session_touches VALUES(16,0,1,'began',188.0,472.0,1);
INSERT INTO session_touches VALUES(16,1,1,'ended',188.0,472.0,1);
INSERT INTO session_touches VALUES(17,7,1,'began',70.0,106.0,1);
INSERT INTO session_touches VALUES(17,8,1,'ended',70.0,106.0,1);
INSERT INTO session_touches VALUES(18,0,1,'began',70.0,106.0,1);
INSERT INTO session_touches VALUES(18,2,2,'began',200.0,150.0,1);
INSERT INTO session_touches VALUES(18,3,1,'ended',70.0,106.0,1);
INSERT INTO session_touches VALUES(18,4,2,'ended',200.0,150.0,1);
INSERT INTO session_touches VALUES(18,6,3,'began',70.0,106.0,1);
INSERT INTO session_touches VALUES(18,7,3,'ended',70.0,106.0,1);
INSERT INTO session_touches VALUES(19,0,1,'began',70.0,106.0,1);
INSERT INTO session_touches VALUES(19,1,1,'ended',70.0,106.0,1);
INSERT INTO session_touches VALUES(20,0,1,'began',180.0,290.0,1);
INSERT INTO session_touches VALUES(20,1,1,'moved',215.0,325.0,1);
INSERT INTO session_touches VALUES(20,2,1,'moved',250.0,360.0,1);
INSERT INTO session_touches VALUES(20,3,1,'ended',260.0,370.0,1);
INSERT INTO session_touches VALUES(20,4,2,'began',110.0,210.0,1);
INSERT INTO session_touches VALUES(20,5,2,'ended',110.0,210.0,1);
INSERT INTO session_touches VALUES(21,0,1,'began',187.0,605.0,1);
INSERT INTO session_touches VALUES(21,1,1,'ended',187.0,605.0,1);
INSERT INTO session_touches VALUES(21,2,2,'began',187.0,640.0,1);
INSERT INTO session_touches VALUES(21,3,2,'ended',187.0,640.0,1);
INSERT INTO session_touches VALUES(21,4,3,'began',100.0,640.0,1);
INSERT INTO session_touches VALUES(21,5,3,'ended',100.0,640.0,1);
INSERT INTO session_touches VALUES(22,0,1,'began',187.0,605.0,1);
INSERT INTO session_touches VALUES(22,1,1,'ended',187.0,605.0,1);
INSERT INTO session_touches VALUES(22,2,2,'began',187.0,640.0,1);
INSERT INTO session_touches VALUES(22,3,2,'ended',187.0,640.0,1);
INSERT INTO session_touches VALUES(23,0,1,'began',70.0,170.0,1);
INSERT INTO session_touches VALUES(23,1,1,'ended',70.0,170.0,1);
INSERT INTO session_touches VALUES(23,2,2,'began',190.0,170.0,1);
INSERT INTO session_touches VALUES(23,3,2,'ended',190.0,170.0,1);
INSERT INTO session_touches VALUES(23,4,3,'began',310.0,170.0,1);
INSERT INTO session_touches VALUES(23,5,3,'ended',310.0,170.0,1);
INSERT INTO session_touches VALUES(23,6,4,'began',70.0,310.0,1);
INSERT INTO session_touches VALUES(23,7,4,'ended',70.0,310.0,1);
INSERT INTO session_touches VALUES(23,8,5,'began',190.0,310.0,1);
INSERT INTO session_touches VALUES(23,9,5,'ended',190.0,310.0,1);
INSERT INTO session_touches VALUES(23,10,6,'began',310.0,310.0,1);
INSERT INTO session_touches VALUES(23,11,6,'ended',310.0,310.0,1);
CREATE TABLE runs (
    id             INTEGER PRIMARY KEY,
    kind           TEXT NOT NULL CHECK (kind IN ('baseline', 'replay')),
    engine_version TEXT NOT NULL,
    started_at     TEXT NOT NULL
);
INSERT INTO runs VALUES(1,'baseline','0.1.0','2026-11-24T23:36:50.985Z');
INSERT INTO runs VALUES(2,'replay','0.1.0','2026-11-24T23:36:52.188Z');
INSERT INTO runs VALUES(3,'replay','0.1.0','2026-11-24T23:36:56.444Z');
CREATE TABLE run_sessions (
    run_id           INTEGER NOT NULL REFERENCES runs(id),
    session_id       INTEGER NOT NULL REFERENCES sessions(id),
    scene_version_id INTEGER NOT NULL REFERENCES scene_versions(id),  -- dispatched against
    compared_run_id  INTEGER REFERENCES runs(id),  -- the baseline a replay compared with
    -- When not null, this run stores only the deliveries that differ from this run's
    -- outcomes (a full run), and v_outcomes overlays them on it.
    overlay_run_id   INTEGER REFERENCES runs(id),
    deliveries       INTEGER NOT NULL,
    changed          INTEGER NOT NULL,
    PRIMARY KEY (run_id, session_id)
) WITHOUT ROWID;
INSERT INTO run_sessions VALUES(1,1,1,NULL,NULL,7,0);
INSERT INTO run_sessions VALUES(1,2,2,NULL,NULL,4,0);
INSERT INTO run_sessions VALUES(1,3,2,NULL,NULL,4,0);
INSERT INTO run_sessions VALUES(1,4,3,NULL,NULL,4,0);
INSERT INTO run_sessions VALUES(1,5,3,NULL,NULL,4,0);
INSERT INTO run_sessions VALUES(1,6,4,NULL,NULL,12,0);
INSERT INTO run_sessions VALUES(1,7,5,NULL,NULL,10,0);
INSERT INTO run_sessions VALUES(1,8,5,NULL,NULL,2,0);
INSERT INTO run_sessions VALUES(1,9,6,NULL,NULL,4,0);
INSERT INTO run_sessions VALUES(1,10,6,NULL,NULL,6,0);
INSERT INTO run_sessions VALUES(1,11,7,NULL,NULL,6,0);
INSERT INTO run_sessions VALUES(1,12,8,NULL,NULL,6,0);
INSERT INTO run_sessions VALUES(1,13,9,NULL,NULL,4,0);
INSERT INTO run_sessions VALUES(1,14,9,NULL,NULL,2,0);
INSERT INTO run_sessions VALUES(1,15,10,NULL,NULL,2,0);
INSERT INTO run_sessions VALUES(1,16,10,NULL,NULL,2,0);
INSERT INTO run_sessions VALUES(1,17,11,NULL,NULL,11,0);
INSERT INTO run_sessions VALUES(1,18,11,NULL,NULL,8,0);
INSERT INTO run_sessions VALUES(1,19,11,NULL,NULL,2,0);
INSERT INTO run_sessions VALUES(1,20,12,NULL,NULL,6,0);
INSERT INTO run_sessions VALUES(1,21,13,NULL,NULL,6,0);
INSERT INTO run_sessions VALUES(1,22,15,NULL,NULL,4,0);
INSERT INTO run_sessions VALUES(1,23,16,NULL,NULL,12,0);
INSERT INTO run_sessions VALUES(2,1,17,1,NULL,7,4);
INSERT INTO run_sessions VALUES(2,2,2,1,NULL,4,0);
INSERT INTO run_sessions VALUES(2,3,2,1,NULL,4,0);
INSERT INTO run_sessions VALUES(2,4,3,1,NULL,4,0);
INSERT INTO run_sessions VALUES(2,5,3,1,NULL,4,0);
INSERT INTO run_sessions VALUES(2,6,4,1,NULL,12,0);
INSERT INTO run_sessions VALUES(2,7,5,1,NULL,10,0);
INSERT INTO run_sessions VALUES(2,8,5,1,NULL,2,0);
INSERT INTO run_sessions VALUES(2,9,6,1,NULL,4,0);
INSERT INTO run_sessions VALUES(2,10,6,1,NULL,6,0);
INSERT INTO run_sessions VALUES(2,11,7,1,NULL,6,0);
INSERT INTO run_sessions VALUES(2,12,8,1,NULL,6,0);
INSERT INTO run_sessions VALUES(2,13,9,1,NULL,4,0);
INSERT INTO run_sessions VALUES(2,14,9,1,NULL,2,0);
INSERT INTO run_sessions VALUES(2,15,10,1,NULL,2,0);
INSERT INTO run_sessions VALUES(2,16,10,1,NULL,2,0);
INSERT INTO run_sessions VALUES(2,17,11,1,NULL,11,0);
INSERT INTO run_sessions VALUES(2,18,11,1,NULL,8,0);
INSERT INTO run_sessions VALUES(2,19,11,1,NULL,2,0);
INSERT INTO run_sessions VALUES(2,20,12,1,NULL,6,0);
INSERT INTO run_sessions VALUES(2,21,13,1,NULL,6,0);
INSERT INTO run_sessions VALUES(2,22,15,1,NULL,4,0);
INSERT INTO run_sessions VALUES(2,23,16,1,NULL,12,0);
INSERT INTO run_sessions VALUES(3,1,1,2,2,7,4);
INSERT INTO run_sessions VALUES(3,2,2,2,2,4,0);
INSERT INTO run_sessions VALUES(3,3,2,2,2,4,0);
INSERT INTO run_sessions VALUES(3,4,3,2,2,4,0);
INSERT INTO run_sessions VALUES(3,5,3,2,2,4,0);
INSERT INTO run_sessions VALUES(3,6,4,2,2,12,0);
INSERT INTO run_sessions VALUES(3,7,5,2,2,10,0);
INSERT INTO run_sessions VALUES(3,8,5,2,2,2,0);
INSERT INTO run_sessions VALUES(3,9,6,2,2,4,0);
INSERT INTO run_sessions VALUES(3,10,6,2,2,6,0);
INSERT INTO run_sessions VALUES(3,11,7,2,2,6,0);
INSERT INTO run_sessions VALUES(3,12,8,2,2,6,0);
INSERT INTO run_sessions VALUES(3,13,9,2,2,4,0);
INSERT INTO run_sessions VALUES(3,14,9,2,2,2,0);
INSERT INTO run_sessions VALUES(3,15,10,2,2,2,0);
INSERT INTO run_sessions VALUES(3,16,10,2,2,2,0);
INSERT INTO run_sessions VALUES(3,17,11,2,2,11,0);
INSERT INTO run_sessions VALUES(3,18,11,2,2,8,0);
INSERT INTO run_sessions VALUES(3,19,11,2,2,2,0);
INSERT INTO run_sessions VALUES(3,20,12,2,2,6,0);
INSERT INTO run_sessions VALUES(3,21,13,2,2,6,0);
INSERT INTO run_sessions VALUES(3,22,15,2,2,4,0);
INSERT INTO run_sessions VALUES(3,23,16,2,2,12,0);
CREATE TABLE outcomes (
    run_id          INTEGER NOT NULL,
    session_id      INTEGER NOT NULL,
    ordinal         INTEGER NOT NULL,          -- the delivery's index among the session's deliveries
    seq             INTEGER NOT NULL,
    kind            INTEGER NOT NULL,          -- texts.id
    touch           INTEGER,
    phase           INTEGER,                   -- texts.id
    window          INTEGER,                   -- texts.id
    hit_view        INTEGER,                   -- texts.id
    view            INTEGER,                   -- texts.id
    chain           INTEGER NOT NULL,          -- texts.id of the JSON list
    handled_by      INTEGER,                   -- texts.id
    control_events  INTEGER NOT NULL,          -- texts.id of the JSON list
    dropped         INTEGER,                   -- texts.id
    first_responder INTEGER,                   -- texts.id
    PRIMARY KEY (run_id, session_id, ordinal)
) WITHOUT ROWID;
INSERT INTO outcomes VALUES(1,1,0,0,1,1,2,3,4,4,5,4,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,1,1,1,1,1,7,3,NULL,4,5,4,8,NULL,NULL);
INSERT INTO outcomes VALUES(1,1,2,2,1,2,2,3,9,9,10,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,1,3,3,1,2,11,3,NULL,9,10,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,1,4,3,1,3,2,3,4,4,5,4,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,1,5,4,1,2,7,3,NULL,9,10,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,1,6,4,1,3,7,3,NULL,4,5,4,8,NULL,NULL);
INSERT INTO outcomes VALUES(1,2,0,0,1,1,2,3,12,12,13,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,2,1,1,1,1,7,3,NULL,12,13,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,2,2,2,1,2,2,3,14,14,15,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,2,3,3,1,2,7,3,NULL,14,15,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,3,0,0,1,1,2,3,16,16,17,16,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,3,1,1,1,1,7,3,NULL,16,17,16,18,NULL,NULL);
INSERT INTO outcomes VALUES(1,3,2,2,1,2,2,3,16,16,17,16,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,3,3,3,1,2,7,3,NULL,16,17,16,18,NULL,NULL);
INSERT INTO outcomes VALUES(1,4,0,0,1,1,2,3,19,19,20,19,21,NULL,NULL);
INSERT INTO outcomes VALUES(1,4,1,1,1,1,7,3,NULL,19,20,19,22,NULL,NULL);
INSERT INTO outcomes VALUES(1,4,2,2,1,2,2,3,19,19,20,19,21,NULL,NULL);
INSERT INTO outcomes VALUES(1,4,3,3,1,2,7,3,NULL,19,20,19,22,NULL,NULL);
INSERT INTO outcomes VALUES(1,5,0,0,1,1,2,3,23,23,24,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,5,1,1,1,1,7,3,NULL,23,24,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,5,2,2,1,2,2,3,23,23,24,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,5,3,3,1,2,7,3,NULL,23,24,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,6,0,0,1,1,2,3,25,25,26,25,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,6,1,1,1,1,7,3,NULL,25,26,25,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,6,2,2,1,2,2,3,23,23,24,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,6,3,3,1,2,7,3,NULL,23,24,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,6,4,4,1,3,2,3,16,16,17,16,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,6,5,5,1,3,7,3,NULL,16,17,16,18,NULL,NULL);
INSERT INTO outcomes VALUES(1,6,6,6,1,4,2,3,12,12,13,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,6,7,7,1,4,7,3,NULL,12,13,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,6,8,8,1,5,2,3,27,27,28,27,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,6,9,9,1,5,7,3,NULL,27,28,27,29,NULL,NULL);
INSERT INTO outcomes VALUES(1,6,10,10,1,6,2,3,30,30,31,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,6,11,11,1,6,7,3,NULL,30,31,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,7,0,0,1,1,2,3,32,32,33,32,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,7,1,1,1,1,7,3,NULL,32,33,32,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,7,2,2,1,2,2,3,34,34,35,34,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,7,3,3,1,2,7,3,NULL,34,35,34,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,7,4,4,1,3,2,3,36,36,37,36,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,7,5,5,1,3,7,3,NULL,36,37,36,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,7,6,6,1,4,2,3,38,38,39,38,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,7,7,7,1,4,7,3,NULL,38,39,38,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,7,8,8,1,5,2,3,14,14,15,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,7,9,9,1,5,7,3,NULL,14,15,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,8,0,0,1,1,2,3,40,40,41,40,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,8,1,1,1,1,7,3,NULL,40,41,40,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,9,0,0,1,1,2,3,27,27,28,27,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,9,1,1,1,1,7,3,NULL,27,28,27,29,NULL,NULL);
INSERT INTO outcomes VALUES(1,9,2,2,1,2,2,3,27,27,28,27,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,9,3,3,1,2,7,3,NULL,27,28,27,29,NULL,NULL);
INSERT INTO outcomes VALUES(1,10,0,0,1,1,2,3,30,30,31,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,10,1,1,1,1,7,3,NULL,30,31,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,10,2,2,1,2,2,3,30,30,31,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,10,3,3,1,2,7,3,NULL,30,31,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,10,4,4,1,3,2,3,14,14,15,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,10,5,5,1,3,7,3,NULL,14,15,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,11,0,0,1,1,2,3,40,40,42,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,11,1,1,1,1,7,3,NULL,40,42,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,11,2,2,1,2,2,3,36,36,43,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,11,3,3,1,2,7,3,NULL,36,43,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,11,4,4,1,3,2,3,32,32,44,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,11,5,5,1,3,7,3,NULL,32,44,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,12,0,0,1,1,2,3,45,45,46,45,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,12,1,1,1,1,7,3,NULL,45,46,45,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,12,2,2,1,2,2,3,47,47,48,47,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,12,3,3,1,2,7,3,NULL,47,48,47,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,12,4,4,1,3,2,3,45,45,46,45,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,12,5,5,1,3,7,3,NULL,45,46,45,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,13,0,0,1,1,2,3,49,49,50,49,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,13,1,1,1,1,7,3,NULL,49,50,49,51,NULL,NULL);
INSERT INTO outcomes VALUES(1,13,2,2,1,2,2,3,49,49,50,49,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,13,3,3,1,2,7,3,NULL,49,50,49,51,NULL,NULL);
INSERT INTO outcomes VALUES(1,14,0,0,1,1,2,3,52,52,53,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,14,1,1,1,1,7,3,NULL,52,53,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,15,0,0,1,1,2,3,54,54,55,54,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,15,1,1,1,1,7,3,NULL,54,55,54,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,16,0,0,1,1,2,3,56,56,57,56,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,16,1,1,1,1,7,3,NULL,56,57,56,58,NULL,NULL);
INSERT INTO outcomes VALUES(1,17,0,0,59,NULL,NULL,NULL,NULL,NULL,6,NULL,6,60,NULL);
INSERT INTO outcomes VALUES(1,17,1,1,61,NULL,NULL,NULL,NULL,NULL,6,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,17,2,2,61,NULL,NULL,NULL,NULL,NULL,6,NULL,6,NULL,62);
INSERT INTO outcomes VALUES(1,17,3,3,59,NULL,NULL,NULL,NULL,NULL,63,64,6,NULL,62);
INSERT INTO outcomes VALUES(1,17,4,4,65,NULL,NULL,NULL,NULL,NULL,66,62,6,NULL,62);
INSERT INTO outcomes VALUES(1,17,5,5,65,NULL,NULL,NULL,NULL,NULL,67,NULL,6,NULL,62);
INSERT INTO outcomes VALUES(1,17,6,6,68,NULL,NULL,NULL,NULL,NULL,67,69,6,NULL,62);
INSERT INTO outcomes VALUES(1,17,7,7,1,1,2,3,25,25,70,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,17,8,8,1,1,7,3,NULL,25,70,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,17,9,9,61,NULL,NULL,NULL,NULL,NULL,6,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,17,10,10,65,NULL,NULL,NULL,NULL,NULL,6,NULL,6,60,NULL);
INSERT INTO outcomes VALUES(1,18,0,0,1,1,2,3,25,25,70,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,18,1,1,61,NULL,NULL,NULL,NULL,NULL,6,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,18,2,2,1,2,2,3,62,NULL,6,NULL,6,71,NULL);
INSERT INTO outcomes VALUES(1,18,3,3,1,1,7,3,NULL,25,70,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,18,4,4,1,2,7,3,NULL,NULL,6,NULL,6,71,NULL);
INSERT INTO outcomes VALUES(1,18,5,5,61,NULL,NULL,NULL,NULL,NULL,6,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,18,6,6,1,3,2,3,25,25,70,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,18,7,7,1,3,7,3,NULL,25,70,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,19,0,0,1,1,2,3,25,25,70,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,19,1,1,1,1,7,3,NULL,25,70,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,20,0,0,1,1,2,3,72,72,73,72,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,20,1,1,1,1,11,3,NULL,72,73,72,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,20,2,2,1,1,11,3,NULL,72,73,72,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,20,3,3,1,1,7,3,NULL,72,73,72,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,20,4,4,1,2,2,3,14,14,15,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,20,5,5,1,2,7,3,NULL,14,15,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,21,0,0,1,1,2,3,74,74,75,74,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,21,1,1,1,1,7,3,NULL,74,75,74,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,21,2,2,1,2,2,3,76,76,77,76,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,21,3,3,1,2,7,3,NULL,76,77,76,78,NULL,NULL);
INSERT INTO outcomes VALUES(1,21,4,4,1,3,2,3,76,76,77,76,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,21,5,5,1,3,7,3,NULL,76,77,76,78,NULL,NULL);
INSERT INTO outcomes VALUES(1,22,0,0,1,1,2,3,76,76,77,76,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,22,1,1,1,1,7,3,NULL,76,77,76,78,NULL,NULL);
INSERT INTO outcomes VALUES(1,22,2,2,1,2,2,3,76,76,77,76,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,22,3,3,1,2,7,3,NULL,76,77,76,78,NULL,NULL);
INSERT INTO outcomes VALUES(1,23,0,0,1,1,2,3,79,79,80,79,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,23,1,1,1,1,7,3,NULL,79,80,79,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,23,2,2,1,2,2,3,79,79,80,79,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,23,3,3,1,2,7,3,NULL,79,80,79,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,23,4,4,1,3,2,3,79,79,80,79,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,23,5,5,1,3,7,3,NULL,79,80,79,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,23,6,6,1,4,2,3,81,81,82,81,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,23,7,7,1,4,7,3,NULL,81,82,81,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,23,8,8,1,5,2,3,79,79,80,79,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,23,9,9,1,5,7,3,NULL,79,80,79,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,23,10,10,1,6,2,3,83,83,84,83,6,NULL,NULL);
INSERT INTO outcomes VALUES(1,23,11,11,1,6,7,3,NULL,83,84,83,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,1,0,0,1,1,2,3,85,85,86,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,1,1,1,1,1,7,3,NULL,85,86,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,1,2,2,1,2,2,3,9,9,10,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,1,3,3,1,2,11,3,NULL,9,10,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,1,4,3,1,3,2,3,85,85,86,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,1,5,4,1,2,7,3,NULL,9,10,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,1,6,4,1,3,7,3,NULL,85,86,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,2,0,0,1,1,2,3,12,12,13,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,2,1,1,1,1,7,3,NULL,12,13,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,2,2,2,1,2,2,3,14,14,15,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,2,3,3,1,2,7,3,NULL,14,15,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,3,0,0,1,1,2,3,16,16,17,16,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,3,1,1,1,1,7,3,NULL,16,17,16,18,NULL,NULL);
INSERT INTO outcomes VALUES(2,3,2,2,1,2,2,3,16,16,17,16,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,3,3,3,1,2,7,3,NULL,16,17,16,18,NULL,NULL);
INSERT INTO outcomes VALUES(2,4,0,0,1,1,2,3,19,19,20,19,21,NULL,NULL);
INSERT INTO outcomes VALUES(2,4,1,1,1,1,7,3,NULL,19,20,19,22,NULL,NULL);
INSERT INTO outcomes VALUES(2,4,2,2,1,2,2,3,19,19,20,19,21,NULL,NULL);
INSERT INTO outcomes VALUES(2,4,3,3,1,2,7,3,NULL,19,20,19,22,NULL,NULL);
INSERT INTO outcomes VALUES(2,5,0,0,1,1,2,3,23,23,24,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,5,1,1,1,1,7,3,NULL,23,24,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,5,2,2,1,2,2,3,23,23,24,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,5,3,3,1,2,7,3,NULL,23,24,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,6,0,0,1,1,2,3,25,25,26,25,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,6,1,1,1,1,7,3,NULL,25,26,25,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,6,2,2,1,2,2,3,23,23,24,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,6,3,3,1,2,7,3,NULL,23,24,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,6,4,4,1,3,2,3,16,16,17,16,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,6,5,5,1,3,7,3,NULL,16,17,16,18,NULL,NULL);
INSERT INTO outcomes VALUES(2,6,6,6,1,4,2,3,12,12,13,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,6,7,7,1,4,7,3,NULL,12,13,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,6,8,8,1,5,2,3,27,27,28,27,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,6,9,9,1,5,7,3,NULL,27,28,27,29,NULL,NULL);
INSERT INTO outcomes VALUES(2,6,10,10,1,6,2,3,30,30,31,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,6,11,11,1,6,7,3,NULL,30,31,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,7,0,0,1,1,2,3,32,32,33,32,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,7,1,1,1,1,7,3,NULL,32,33,32,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,7,2,2,1,2,2,3,34,34,35,34,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,7,3,3,1,2,7,3,NULL,34,35,34,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,7,4,4,1,3,2,3,36,36,37,36,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,7,5,5,1,3,7,3,NULL,36,37,36,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,7,6,6,1,4,2,3,38,38,39,38,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,7,7,7,1,4,7,3,NULL,38,39,38,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,7,8,8,1,5,2,3,14,14,15,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,7,9,9,1,5,7,3,NULL,14,15,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,8,0,0,1,1,2,3,40,40,41,40,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,8,1,1,1,1,7,3,NULL,40,41,40,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,9,0,0,1,1,2,3,27,27,28,27,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,9,1,1,1,1,7,3,NULL,27,28,27,29,NULL,NULL);
INSERT INTO outcomes VALUES(2,9,2,2,1,2,2,3,27,27,28,27,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,9,3,3,1,2,7,3,NULL,27,28,27,29,NULL,NULL);
INSERT INTO outcomes VALUES(2,10,0,0,1,1,2,3,30,30,31,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,10,1,1,1,1,7,3,NULL,30,31,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,10,2,2,1,2,2,3,30,30,31,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,10,3,3,1,2,7,3,NULL,30,31,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,10,4,4,1,3,2,3,14,14,15,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,10,5,5,1,3,7,3,NULL,14,15,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,11,0,0,1,1,2,3,40,40,42,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,11,1,1,1,1,7,3,NULL,40,42,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,11,2,2,1,2,2,3,36,36,43,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,11,3,3,1,2,7,3,NULL,36,43,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,11,4,4,1,3,2,3,32,32,44,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,11,5,5,1,3,7,3,NULL,32,44,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,12,0,0,1,1,2,3,45,45,46,45,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,12,1,1,1,1,7,3,NULL,45,46,45,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,12,2,2,1,2,2,3,47,47,48,47,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,12,3,3,1,2,7,3,NULL,47,48,47,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,12,4,4,1,3,2,3,45,45,46,45,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,12,5,5,1,3,7,3,NULL,45,46,45,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,13,0,0,1,1,2,3,49,49,50,49,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,13,1,1,1,1,7,3,NULL,49,50,49,51,NULL,NULL);
INSERT INTO outcomes VALUES(2,13,2,2,1,2,2,3,49,49,50,49,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,13,3,3,1,2,7,3,NULL,49,50,49,51,NULL,NULL);
INSERT INTO outcomes VALUES(2,14,0,0,1,1,2,3,52,52,53,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,14,1,1,1,1,7,3,NULL,52,53,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,15,0,0,1,1,2,3,54,54,55,54,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,15,1,1,1,1,7,3,NULL,54,55,54,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,16,0,0,1,1,2,3,56,56,57,56,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,16,1,1,1,1,7,3,NULL,56,57,56,58,NULL,NULL);
INSERT INTO outcomes VALUES(2,17,0,0,59,NULL,NULL,NULL,NULL,NULL,6,NULL,6,60,NULL);
INSERT INTO outcomes VALUES(2,17,1,1,61,NULL,NULL,NULL,NULL,NULL,6,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,17,2,2,61,NULL,NULL,NULL,NULL,NULL,6,NULL,6,NULL,62);
INSERT INTO outcomes VALUES(2,17,3,3,59,NULL,NULL,NULL,NULL,NULL,63,64,6,NULL,62);
INSERT INTO outcomes VALUES(2,17,4,4,65,NULL,NULL,NULL,NULL,NULL,66,62,6,NULL,62);
INSERT INTO outcomes VALUES(2,17,5,5,65,NULL,NULL,NULL,NULL,NULL,67,NULL,6,NULL,62);
INSERT INTO outcomes VALUES(2,17,6,6,68,NULL,NULL,NULL,NULL,NULL,67,69,6,NULL,62);
INSERT INTO outcomes VALUES(2,17,7,7,1,1,2,3,25,25,70,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,17,8,8,1,1,7,3,NULL,25,70,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,17,9,9,61,NULL,NULL,NULL,NULL,NULL,6,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,17,10,10,65,NULL,NULL,NULL,NULL,NULL,6,NULL,6,60,NULL);
INSERT INTO outcomes VALUES(2,18,0,0,1,1,2,3,25,25,70,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,18,1,1,61,NULL,NULL,NULL,NULL,NULL,6,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,18,2,2,1,2,2,3,62,NULL,6,NULL,6,71,NULL);
INSERT INTO outcomes VALUES(2,18,3,3,1,1,7,3,NULL,25,70,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,18,4,4,1,2,7,3,NULL,NULL,6,NULL,6,71,NULL);
INSERT INTO outcomes VALUES(2,18,5,5,61,NULL,NULL,NULL,NULL,NULL,6,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,18,6,6,1,3,2,3,25,25,70,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,18,7,7,1,3,7,3,NULL,25,70,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,19,0,0,1,1,2,3,25,25,70,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,19,1,1,1,1,7,3,NULL,25,70,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,20,0,0,1,1,2,3,72,72,73,72,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,20,1,1,1,1,11,3,NULL,72,73,72,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,20,2,2,1,1,11,3,NULL,72,73,72,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,20,3,3,1,1,7,3,NULL,72,73,72,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,20,4,4,1,2,2,3,14,14,15,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,20,5,5,1,2,7,3,NULL,14,15,NULL,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,21,0,0,1,1,2,3,74,74,75,74,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,21,1,1,1,1,7,3,NULL,74,75,74,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,21,2,2,1,2,2,3,76,76,77,76,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,21,3,3,1,2,7,3,NULL,76,77,76,78,NULL,NULL);
INSERT INTO outcomes VALUES(2,21,4,4,1,3,2,3,76,76,77,76,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,21,5,5,1,3,7,3,NULL,76,77,76,78,NULL,NULL);
INSERT INTO outcomes VALUES(2,22,0,0,1,1,2,3,76,76,77,76,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,22,1,1,1,1,7,3,NULL,76,77,76,78,NULL,NULL);
INSERT INTO outcomes VALUES(2,22,2,2,1,2,2,3,76,76,77,76,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,22,3,3,1,2,7,3,NULL,76,77,76,78,NULL,NULL);
INSERT INTO outcomes VALUES(2,23,0,0,1,1,2,3,79,79,80,79,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,23,1,1,1,1,7,3,NULL,79,80,79,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,23,2,2,1,2,2,3,79,79,80,79,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,23,3,3,1,2,7,3,NULL,79,80,79,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,23,4,4,1,3,2,3,79,79,80,79,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,23,5,5,1,3,7,3,NULL,79,80,79,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,23,6,6,1,4,2,3,81,81,82,81,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,23,7,7,1,4,7,3,NULL,81,82,81,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,23,8,8,1,5,2,3,79,79,80,79,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,23,9,9,1,5,7,3,NULL,79,80,79,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,23,10,10,1,6,2,3,83,83,84,83,6,NULL,NULL);
INSERT INTO outcomes VALUES(2,23,11,11,1,6,7,3,NULL,83,84,83,6,NULL,NULL);
INSERT INTO outcomes VALUES(3,1,0,0,1,1,2,3,4,4,5,4,6,NULL,NULL);
INSERT INTO outcomes VALUES(3,1,1,1,1,1,7,3,NULL,4,5,4,8,NULL,NULL);
INSERT INTO outcomes VALUES(3,1,4,3,1,3,2,3,4,4,5,4,6,NULL,NULL);
INSERT INTO outcomes VALUES(3,1,6,4,1,3,7,3,NULL,4,5,4,8,NULL,NULL);
CREATE TABLE changes (
    run_id     INTEGER NOT NULL,
    session_id INTEGER NOT NULL,
    ordinal    INTEGER NOT NULL,
    source     TEXT NOT NULL CHECK (source IN ('baseline', 'expect')),
    field      TEXT NOT NULL,
    seq        INTEGER NOT NULL,
    touch      INTEGER,
    phase      TEXT,
    baseline,                                  -- the reference value: text, or JSON text for lists
    current,
    PRIMARY KEY (run_id, session_id, ordinal, source, field)
) WITHOUT ROWID;
INSERT INTO changes VALUES(2,1,0,'baseline','chain',0,1,'began','["buyButton"]','["promoBanner","root","checkoutVC","window","application"]');
INSERT INTO changes VALUES(2,1,0,'baseline','handledBy',0,1,'began','buyButton',NULL);
INSERT INTO changes VALUES(2,1,0,'baseline','hitView',0,1,'began','buyButton','promoBanner');
INSERT INTO changes VALUES(2,1,0,'baseline','view',0,1,'began','buyButton','promoBanner');
INSERT INTO changes VALUES(2,1,1,'baseline','chain',1,1,'ended','["buyButton"]','["promoBanner","root","checkoutVC","window","application"]');
INSERT INTO changes VALUES(2,1,1,'baseline','controlEvents',1,1,'ended','[{"view":"buyButton","event":"touchUpInside","action":"buy:"}]','[]');
INSERT INTO changes VALUES(2,1,1,'baseline','handledBy',1,1,'ended','buyButton',NULL);
INSERT INTO changes VALUES(2,1,1,'baseline','view',1,1,'ended','buyButton','promoBanner');
INSERT INTO changes VALUES(2,1,4,'baseline','chain',3,3,'began','["buyButton"]','["promoBanner","root","checkoutVC","window","application"]');
INSERT INTO changes VALUES(2,1,4,'baseline','handledBy',3,3,'began','buyButton',NULL);
INSERT INTO changes VALUES(2,1,4,'baseline','hitView',3,3,'began','buyButton','promoBanner');
INSERT INTO changes VALUES(2,1,4,'baseline','view',3,3,'began','buyButton','promoBanner');
INSERT INTO changes VALUES(2,1,6,'baseline','chain',4,3,'ended','["buyButton"]','["promoBanner","root","checkoutVC","window","application"]');
INSERT INTO changes VALUES(2,1,6,'baseline','controlEvents',4,3,'ended','[{"view":"buyButton","event":"touchUpInside","action":"buy:"}]','[]');
INSERT INTO changes VALUES(2,1,6,'baseline','handledBy',4,3,'ended','buyButton',NULL);
INSERT INTO changes VALUES(2,1,6,'baseline','view',4,3,'ended','buyButton','promoBanner');
INSERT INTO changes VALUES(3,1,0,'baseline','chain',0,1,'began','["promoBanner","root","checkoutVC","window","application"]','["buyButton"]');
INSERT INTO changes VALUES(3,1,0,'baseline','handledBy',0,1,'began',NULL,'buyButton');
INSERT INTO changes VALUES(3,1,0,'baseline','hitView',0,1,'began','promoBanner','buyButton');
INSERT INTO changes VALUES(3,1,0,'baseline','view',0,1,'began','promoBanner','buyButton');
INSERT INTO changes VALUES(3,1,1,'baseline','chain',1,1,'ended','["promoBanner","root","checkoutVC","window","application"]','["buyButton"]');
INSERT INTO changes VALUES(3,1,1,'baseline','controlEvents',1,1,'ended','[]','[{"view":"buyButton","event":"touchUpInside","action":"buy:"}]');
INSERT INTO changes VALUES(3,1,1,'baseline','handledBy',1,1,'ended',NULL,'buyButton');
INSERT INTO changes VALUES(3,1,1,'baseline','view',1,1,'ended','promoBanner','buyButton');
INSERT INTO changes VALUES(3,1,4,'baseline','chain',3,3,'began','["promoBanner","root","checkoutVC","window","application"]','["buyButton"]');
INSERT INTO changes VALUES(3,1,4,'baseline','handledBy',3,3,'began',NULL,'buyButton');
INSERT INTO changes VALUES(3,1,4,'baseline','hitView',3,3,'began','promoBanner','buyButton');
INSERT INTO changes VALUES(3,1,4,'baseline','view',3,3,'began','promoBanner','buyButton');
INSERT INTO changes VALUES(3,1,6,'baseline','chain',4,3,'ended','["promoBanner","root","checkoutVC","window","application"]','["buyButton"]');
INSERT INTO changes VALUES(3,1,6,'baseline','controlEvents',4,3,'ended','[]','[{"view":"buyButton","event":"touchUpInside","action":"buy:"}]');
INSERT INTO changes VALUES(3,1,6,'baseline','handledBy',4,3,'ended',NULL,'buyButton');
INSERT INTO changes VALUES(3,1,6,'baseline','view',4,3,'ended','promoBanner','buyButton');
CREATE INDEX scene_responders_by_id ON scene_responders (responder, version_id);
CREATE INDEX sessions_by_scene ON sessions (scene_id);
CREATE INDEX run_sessions_by_session ON run_sessions (session_id, run_id);
CREATE VIEW v_scenes AS
SELECT s.name AS scene,
       v.version AS version,
       CASE WHEN s.current_version_id = v.id THEN 1 ELSE 0 END AS current,
       v.content_hash AS content_hash,
       v.view_count AS views,
       v.imported_at AS imported_at
FROM scene_versions v
JOIN scenes s ON s.id = v.scene_id;
CREATE VIEW v_sessions AS
SELECT se.name AS session,
       sc.name AS scene,
       v.version AS scene_version,
       se.events AS events,
       se.touches AS touches,
       se.imported_at AS imported_at,
       se.baseline_run_id AS baseline_run
FROM sessions se
JOIN scenes sc ON sc.id = se.scene_id
JOIN scene_versions v ON v.id = se.scene_version_id;
CREATE VIEW v_runs AS
SELECT r.id AS run,
       r.kind AS kind,
       se.name AS session,
       sc.name AS scene,
       v.version AS scene_version,
       r.engine_version AS engine_version,
       r.started_at AS started_at,
       rs.deliveries AS deliveries,
       rs.changed AS changed
FROM run_sessions rs
JOIN runs r ON r.id = rs.run_id
JOIN sessions se ON se.id = rs.session_id
JOIN scene_versions v ON v.id = rs.scene_version_id
JOIN scenes sc ON sc.id = v.scene_id;
CREATE VIEW run_outcome_rows AS
SELECT rs.run_id AS run, o.*
FROM run_sessions rs
JOIN outcomes o ON o.run_id = rs.run_id AND o.session_id = rs.session_id
UNION ALL
SELECT rs.run_id AS run, o.*
FROM run_sessions rs
JOIN outcomes o ON o.run_id = rs.overlay_run_id AND o.session_id = rs.session_id
WHERE rs.overlay_run_id IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM outcomes d
                  WHERE d.run_id = rs.run_id AND d.session_id = rs.session_id AND d.ordinal = o.ordinal);
CREATE VIEW v_outcomes AS
SELECT r.run AS run,
       se.name AS session,
       r.seq AS seq,
       (SELECT text FROM texts WHERE id = r.kind) AS kind,
       r.touch AS touch,
       (SELECT text FROM texts WHERE id = r.phase) AS phase,
       (SELECT text FROM texts WHERE id = r.window) AS window,
       (SELECT text FROM texts WHERE id = r.hit_view) AS hit_view,
       (SELECT text FROM texts WHERE id = r.view) AS view,
       (SELECT text FROM texts WHERE id = r.handled_by) AS handled_by,
       (SELECT text FROM texts WHERE id = r.chain) AS chain,
       (SELECT text FROM texts WHERE id = r.control_events) AS control_events,
       (SELECT text FROM texts WHERE id = r.dropped) AS dropped,
       (SELECT text FROM texts WHERE id = r.first_responder) AS first_responder
FROM run_outcome_rows r
JOIN sessions se ON se.id = r.session_id;
CREATE VIEW v_changes AS
SELECT c.run_id AS run,
       CASE WHEN c.source = 'baseline' THEN rs.compared_run_id END AS baseline_run,
       c.source AS source,
       se.name AS session,
       c.seq AS seq,
       c.touch AS touch,
       c.phase AS phase,
       c.field AS field,
       c.baseline AS baseline,
       c.current AS current
FROM changes c
JOIN run_sessions rs ON rs.run_id = c.run_id AND rs.session_id = c.session_id
JOIN sessions se ON se.id = c.session_id;
COMMIT;
